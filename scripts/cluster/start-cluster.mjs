// Several instances of the server behind nginx: the one piece of code `npm run cluster`
// (scripts/cluster.mjs) and its test (packages/server/src/cluster.api.test.ts) both run.
// docs/operations.md#several-instances describes the layout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startInstance, waitFor200 } from './instances.mjs';
import { findNginx, NGINX_INSTALL_HINT, startNginx } from './nginx.mjs';

export { findNginx, NGINX_INSTALL_HINT };

/**
 * Starts `instances` servers on `env.DATABASE_URL` (PostgreSQL) and `env.REDIS_URL`, with
 * TRUST_PROXY=loopback (nginx, on this machine, is the one proxy believed), waits until each is ready, then nginx on `port`. `stop()` stops nginx first
 * (no new requests reach the instances), then the instances, which drain and exit. With
 * `targetsFile`, the instances' addresses are written there for Prometheus, and removed by `stop()`.
 */
export async function startCluster({ instances = 2, port, env, print, workers = 1, targetsFile }) {
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? ''))
    throw new Error('DATABASE_URL must name a PostgreSQL database (postgres://…)');
  if (!env.REDIS_URL) throw new Error('REDIS_URL must name the Redis the instances share');
  const binary = findNginx();
  if (!binary) throw new Error(NGINX_INSTALL_HINT);
  const url = `http://127.0.0.1:${port}`;
  const instanceEnv = { PUBLIC_URL: url, ...env, TRUST_PROXY: 'loopback' };
  const started = [];
  let nginx;
  const run = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-cluster-'));
  // Should this process end without stop() (a crash), its children do not outlive it.
  const killAll = () =>
    [nginx?.child, ...started.map((instance) => instance.child)].forEach((child) =>
      child?.kill('SIGKILL'),
    );
  process.once('exit', killAll);
  const stop = async () => {
    process.off('exit', killAll);
    if (targetsFile) fs.rmSync(targetsFile, { force: true });
    await nginx?.stop();
    const codes = await Promise.all(started.map((instance) => instance.stop()));
    fs.rmSync(run, { recursive: true, force: true });
    return codes;
  };
  const ready = (instance, i) =>
    waitFor200(`${instance.url}/api/ready`, {
      alive: () => instance.child.exitCode === null,
      what: `instance ${i + 1} (${instance.url})`,
    });
  try {
    for (let i = 0; i < instances; i++) started.push(await startInstance(instanceEnv, { print }));
    await Promise.all(started.map(ready));
    if (targetsFile) writeTargets(targetsFile, started);
    const upstreams = started.map((instance) => `127.0.0.1:${instance.port}`);
    nginx = startNginx({ binary, run, listen: `127.0.0.1:${port}`, upstreams, workers });
    await waitFor200(`${url}/api/ready`, {
      alive: () => nginx.child.exitCode === null,
      timeoutMs: 10_000,
      what: `nginx on ${url}`,
    });
  } catch (err) {
    // The instances' output, unless it was printed as it came.
    const detail =
      nginx?.errors() || (print ? [] : started.map((instance) => instance.output().slice(-4000)));
    await stop();
    throw new Error(`${err.message}\n${[detail].flat().join('\n')}`, { cause: err });
  }
  /** Starts instance `i` (0-based) again on its port, once it has exited; resolves when ready. */
  const restart = async (i) => {
    const dead = started[i];
    if (dead.child.exitCode === null && dead.child.signalCode === null)
      throw new Error(`instance ${i + 1} is still running`);
    const again = await startInstance(instanceEnv, { print, port: dead.port });
    const before = dead.output();
    started[i] = { ...again, output: () => before + again.output() };
    await ready(again, i);
    return started[i];
  };
  return { url, instances: started, nginx, stop, restart };
}

/**
 * Prometheus' file_sd list of the instances (deploy/prometheus/prometheus.yml reads
 * targets/*.json): each instance's own address, so that one that dies is seen down. Written
 * whole and renamed into place, as Prometheus reads the file when it changes.
 */
function writeTargets(file, instances) {
  const targets = instances.map((instance) => `127.0.0.1:${instance.port}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify([{ targets }], null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}
