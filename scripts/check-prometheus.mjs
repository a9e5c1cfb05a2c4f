// `npm run lint:prometheus`, one of `npm test`'s checks: the Prometheus configuration, its alert
// rules and the rules' unit tests (deploy/prometheus/), by Debian's promtool
// (`apt-get install prometheus`). Without promtool it says so and passes: the rules are then
// checked only where it is installed (CI installs it, .ci/run).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'deploy/prometheus');

/** PROMTOOL, else promtool on PATH. */
function findPromtool() {
  const candidates = [
    process.env.PROMTOOL,
    ...(process.env.PATH ?? '').split(path.delimiter).map((d) => path.join(d, 'promtool')),
  ];
  return candidates.find((file) => file && fs.existsSync(file));
}

const promtool = findPromtool();
if (!promtool) {
  console.log(
    'prometheus rules: SKIPPED (promtool is not installed: apt-get install prometheus, or set PROMTOOL)',
  );
  process.exit(0);
}

const steps = [
  // The scrape targets are written when a cluster runs (targets/*.json): only the syntax here.
  ['check', 'config', '--syntax-only', 'prometheus.yml'],
  ['check', 'rules', 'alerts.yml'],
  ['test', 'rules', 'alerts.test.yml'],
];
for (const args of steps) {
  const result = spawnSync(promtool, args, { cwd: dir, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0) {
    console.error(`promtool ${args.join(' ')} failed:\n${output}`);
    process.exit(1);
  }
  console.log(`promtool ${args.join(' ')}: ok`);
}
