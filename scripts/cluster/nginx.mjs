// nginx in front of the instances, from deploy/nginx.conf: the template filled for this run,
// nginx started as a child of this process (no daemon, every file in the run folder).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const NGINX_TEMPLATE = path.join(root, 'deploy/nginx.conf');
export const NGINX_INSTALL_HINT =
  'nginx is not installed: apt-get install nginx-light (or nginx), or set NGINX to its path';

/** The nginx binary: NGINX, else on PATH or in /usr/sbin (not on a plain user's PATH). */
export function findNginx() {
  const candidates = [
    process.env.NGINX,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
    '/usr/sbin/nginx',
  ];
  return candidates.find((file) => file && fs.existsSync(file));
}

/** deploy/nginx.conf with its placeholders filled. */
export function renderNginxConfig({ run, listen, upstreams, workers = 1 }) {
  const servers = upstreams
    .map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  const values = { run, listen, servers, workers: String(workers) };
  return fs
    .readFileSync(NGINX_TEMPLATE, 'utf8')
    .replace(/\{\{(\w+)\}\}/g, (_, name) => values[name] ?? `{{${name}}}`);
}

/** Writes the configuration into `run` and starts nginx on it; its exit is `exited`. */
export function startNginx({ binary, run, ...options }) {
  fs.mkdirSync(run, { recursive: true });
  const conf = path.join(run, 'nginx.conf');
  fs.writeFileSync(conf, renderNginxConfig({ run, ...options }));
  const child = spawn(
    binary,
    ['-p', run, '-c', conf, '-e', path.join(run, 'error.log'), '-g', 'daemon off;'],
    // A group of its own: Ctrl+C reaches only scripts/cluster.mjs, which stops nginx first.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let printed = '';
  child.stderr.on('data', (chunk) => (printed += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    errors: () => printed + readIfThere(path.join(run, 'error.log')),
    accessLog: () => readIfThere(path.join(run, 'access.log')),
    /** SIGQUIT: nginx finishes the requests it holds, then exits. */
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      return exited;
    },
  };
}

const readIfThere = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
