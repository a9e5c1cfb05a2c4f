// A CPU profile of a benchmark's timed part, when it runs with `--cpu-profile`: V8's sampling
// profiler over that part only (set-up and other parts left out), written as
// bench/profiles/<name>-<time>.cpuprofile.gz (open it unzipped in Chrome's DevTools, Performance
// tab, or speedscope) and summed up by function and by package in a .md beside it. The summary
// counts the main thread's samples: work on the thread pool (compression, argon2) shows as the
// await that waited for it, not as its own CPU.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import zlib from 'node:zlib';

export const profiling = process.argv.includes('--cpu-profile');

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Where a frame's code lives: a package, a file of the repository, or the runtime's part. */
function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return 'node';
  return url.replace(/^file:\/\/.*?\/(packages|bench)\//, '$1/');
}

function table(title: string, totals: Map<string, number>, all: number, rows: number): string {
  const lines = [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(
      ([what, us]) =>
        `| ${what.replaceAll('|', '\\|')} | ${(us / 1000).toFixed(0)} ms | ${((100 * us) / all).toFixed(1)} % |`,
    );
  return [`| ${title} | self time | share |`, '|---|---|---|', ...lines].join('\n');
}

/** The profile's self time by place and by function, busy time only (idle left out). */
export function summarize(profile: Profile, runs: number): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  // The profiler's own stop is sampled too: left out, as idle time is.
  const parents = new Map<number, ProfileNode>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node);
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    if (functionName === '(idle)' || parents.get(id)?.callFrame.url === 'node:inspector') return;
    const us = profile.timeDeltas[i] ?? 0;
    busy += us;
    const place = placeOf(url, functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  });
  return [
    `Main thread busy ${(busy / 1000).toFixed(0)} ms over ${runs} runs: ${(busy / 1000 / runs).toFixed(2)} ms a run.`,
    '',
    table('where', byPlace, busy, 20),
    '',
    table('function', byFunction, busy, 30),
  ].join('\n');
}

/** Runs `part` under the profiler when profiling, else just runs it. */
export async function withCpuProfile<T>(name: string, runs: number, part: () => Promise<T>) {
  if (!profiling) return part();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const result = await part();
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  session.disconnect();
  const dir = path.join(import.meta.dirname, 'profiles');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${new Date().toISOString().slice(0, 16).replace(':', '')}`);
  fs.writeFileSync(`${file}.cpuprofile.gz`, zlib.gzipSync(JSON.stringify(profile)));
  fs.writeFileSync(`${file}.md`, `# CPU profile: ${name}\n\n${summarize(profile, runs)}\n`);
  process.stderr.write(`CPU profile in ${file}.cpuprofile.gz and .md\n`);
  return result;
}
