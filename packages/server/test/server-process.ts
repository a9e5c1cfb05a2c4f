import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { scaled } from './time-factor';

/**
 * The real server as a separate process, for tests, e2e and benchmarks: a free port, the
 * process started with an environment, and a wait for its first healthy answer.
 */

export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** A compiled entry point (scripts/build.mjs): the server, or one of its command-line tools. */
export const compiled = (
  name: 'main' | 'demo' | 'moderator' | 'catalog-import' | 'prices-import' | 'backup',
): string => path.join(repositoryRoot, 'packages/server/dist', `${name}.js`);
export const serverMain = compiled('main');

/**
 * Builds the compiled server when it is missing or older than its sources: once per run, before
 * any test starts it (the global setups), so that tests never run yesterday's bundle.
 */
export function buildServerIfStale(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', '--server'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the server failed (scripts/build.mjs)');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves on the first 200 of `url/api/health`; rejects when the process exits or time runs out. */
export async function waitForHealth(
  url: string,
  options: {
    child?: ChildProcess;
    output?: () => string;
    timeoutMs?: number;
    intervalMs?: number;
  } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? scaled(60_000));
  const log = () => (options.output ? `:\n${options.output()}` : '');
  while (Date.now() < deadline) {
    if (options.child && options.child.exitCode !== null)
      throw new Error(`server exited early (code ${options.child.exitCode})${log()}`);
    const status = await fetch(`${url}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
  throw new Error(`server did not become healthy in time${log()}`);
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the compiled server (`packages/server/dist/main.js`) with `env` over this process's and waits for health; on
 * `env.PORT` when given (a caller that must know the address first, e.g. for PUBLIC_URL), else
 * on a free port. `args` are the server's command line (`--demo`); `timeoutMs` the wait.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  options: { args?: string[]; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  let printed = '';
  const child = spawn(process.execPath, [serverMain, ...(options.args ?? [])], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (printed += chunk));
  child.stderr?.on('data', (chunk) => (printed += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  try {
    await waitForHealth(url, { child, output: () => printed, timeoutMs: options.timeoutMs });
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return { url, port, child, output: () => printed, stop };
}
