// `npm run cluster -- --instances 4 [--port 8080]`: several instances of the compiled server on
// one PostgreSQL and one Redis, behind nginx (deploy/nginx.conf), as in production
// (docs/operations.md#several-instances). DATABASE_URL and REDIS_URL default to this machine's
// servers; the instances' addresses go to cluster.json in deploy/prometheus/'s targets folder
// (or --prometheus-targets <file>); Ctrl+C stops nginx, then drains and stops the instances.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster/start-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    // deploy/prometheus/prometheus.yml scrapes the instances listed there.
    'prometheus-targets': {
      type: 'string',
      default: path.join(root, 'deploy/prometheus/targets/cluster.json'),
    },
  },
});
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || !Number.isInteger(port)) {
  console.error(
    'usage: npm run cluster -- --instances <n ≥ 1> [--port <port>] [--prometheus-targets <file>]',
  );
  process.exit(2);
}

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const env = {
  DATABASE_URL: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/mercado',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  // nginx stops first, so the instances need no drain of their own unless asked for one.
  SHUTDOWN_DRAIN_SECONDS: process.env.SHUTDOWN_DRAIN_SECONDS || '0',
};
console.log(`Starting ${instances} instance(s) on ${env.DATABASE_URL} and ${env.REDIS_URL}…`);
let cluster;
try {
  cluster = await startCluster({
    instances,
    port,
    env,
    workers: 'auto',
    print: (chunk) => process.stdout.write(chunk),
    targetsFile: values['prometheus-targets'],
  });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
for (const [i, instance] of cluster.instances.entries())
  console.log(`instance ${i + 1}: ${instance.url}`);
console.log(`Prometheus targets (file_sd): ${values['prometheus-targets']}`);
console.log(`Mercado de Cartas on ${cluster.url} (nginx, ${instances} instances); Ctrl+C stops it`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping nginx, then the instances…');
  const codes = await cluster.stop();
  process.exit(codes.every((code) => code === 0) ? 0 : 1);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
cluster.nginx.exited.then(() => {
  if (!stopping) console.error(`nginx exited:\n${cluster.nginx.errors()}`);
  void stop();
});
