import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR, type RecordedRun } from './record-result';

/** Prints the newest recorded run of each benchmark (or of those named): its date, commit and table. */
const only = process.argv.slice(2);
const files = fs.readdirSync(RESULTS_DIR).filter((file) => file.endsWith('.jsonl'));
for (const file of files.sort()) {
  const bench = path.basename(file, '.jsonl');
  if (only.length > 0 && !only.includes(bench)) continue;
  const lines = fs.readFileSync(path.join(RESULTS_DIR, file), 'utf8').trim().split('\n');
  const run = JSON.parse(lines.at(-1)!) as RecordedRun;
  console.log(
    `## ${bench}: ${run.at}, ${run.commit}, ${run.machine.cpus} CPUs, Node ${run.machine.node}`,
  );
  console.log(`${run.args.length > 0 ? `arguments: ${run.args.join(' ')}\n` : ''}\n${run.table}\n`);
}
