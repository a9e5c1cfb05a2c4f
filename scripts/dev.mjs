// `npm run dev`: the API server (restarting on change) on :3000 and Vite's dev server on :5173,
// which proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    cwd: path.join(root, 'packages/web'),
    env,
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && process.exit(code)));
