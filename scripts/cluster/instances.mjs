// The compiled server (packages/server/dist/main.js, docs/decisions/024-compiled-server.md) as
// one instance of a cluster: a free port, its output kept, ready when GET /api/ready says so.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const SERVER_MAIN = path.join(root, 'packages/server/dist/main.js');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts one instance on `port` (a free one unless given: the port of an instance that died, to
 * start it again where nginx and Prometheus look for it); `print` (optional) receives its output
 * as it comes.
 */
export async function startInstance(env, { print, port: chosen } = {}) {
  const port = chosen ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: root,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own: Ctrl+C reaches only scripts/cluster.mjs, which stops nginx first.
    detached: true,
  });
  let printed = '';
  const keep = (chunk) => {
    printed += chunk;
    print?.(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url,
    port,
    child,
    output: () => printed,
    /** SIGTERM: the instance drains (SHUTDOWN_DRAIN_SECONDS), finishes its requests, exits. */
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Resolves on the first 200 of `url`; rejects when `alive()` turns false or time runs out. */
export async function waitFor200(url, { alive = () => true, timeoutMs = 60_000, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${what} exited before it was ready`);
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}
