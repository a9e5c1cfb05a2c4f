// The figures of `npm run bench:load`: per kind of request, latency percentiles, requests per
// second and the answers that were not the expected ones; the scaling from 1 to 4 instances;
// and, for the fault run, the timeline of what was done and what the clients and the instances
// saw, second by second.
import { percentile } from './bench-marketplace';
import { isExpected, KINDS, type Kind, type Sample } from './load-mix';

export interface KindFigures {
  kind: Kind | 'all';
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Unexpected answers by status and code, e.g. `{ "503 GEN-503": 12 }`. */
  errors: Record<string, number>;
}

const errorKey = (sample: Sample) => `${sample.status || 'no answer'} ${sample.code ?? ''}`.trim();

export function tally(samples: Sample[]): Record<string, number> {
  const errors: Record<string, number> = {};
  for (const sample of samples) {
    if (!isExpected(sample)) errors[errorKey(sample)] = (errors[errorKey(sample)] ?? 0) + 1;
  }
  return errors;
}

function figures(kind: KindFigures['kind'], samples: Sample[], seconds: number): KindFigures {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    kind,
    requests: samples.length,
    perSecond: samples.length / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    errors: tally(samples),
  };
}

export function summarize(samples: Sample[], seconds: number): KindFigures[] {
  return [
    ...KINDS.map((kind) =>
      figures(
        kind,
        samples.filter((s) => s.kind === kind),
        seconds,
      ),
    ),
    figures('all', samples, seconds),
  ];
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const errorsText = (errors: Record<string, number>) =>
  Object.entries(errors)
    .map(([key, count]) => `${count} × ${key}`)
    .join(', ') || '0';

export function mixTable(runs: { label: string; kinds: KindFigures[] }[]): string[] {
  return [
    '| run | kind | requests | req/s | p50 | p95 | p99 | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...runs.flatMap(({ label, kinds }) =>
      kinds.map(
        (k) =>
          `| ${label} | ${k.kind} | ${whole(k.requests)} | ${k.perSecond.toFixed(1)} | ${whole(k.p50)} ms | ${whole(k.p95)} ms | ${whole(k.p99)} ms | ${errorsText(k.errors)} |`,
      ),
    ),
  ];
}

export function scalingLine(one: KindFigures[], four: KindFigures[]): string {
  const ratio = (kind: KindFigures['kind']) => {
    const a = one.find((k) => k.kind === kind)!.perSecond;
    const b = four.find((k) => k.kind === kind)!.perSecond;
    return `${kind} ×${(b / a).toFixed(2)}`;
  };
  return `Scaling 1 → 4 instances (requests/s): ${[...KINDS, 'all' as const].map(ratio).join(', ')}`;
}

/** Seconds of the run with an unexpected answer or an event, each with its answers and errors. */
export function perSecondTable(samples: Sample[], marks: { at: number; what: string }[]): string[] {
  const seconds = new Map<number, Sample[]>();
  for (const sample of samples) {
    const second = Math.floor(sample.at / 1000);
    seconds.set(second, [...(seconds.get(second) ?? []), sample]);
  }
  const marked = new Set(marks.map((mark) => Math.floor(mark.at / 1000)));
  const rows = [...seconds.entries()]
    .sort(([a], [b]) => a - b)
    .filter(([second, list]) => marked.has(second) || list.some((s) => !isExpected(s)))
    .map(([second, list]) => {
      const events = marks.filter((mark) => Math.floor(mark.at / 1000) === second);
      const slowest = Math.max(...list.filter((s) => !isExpected(s)).map((s) => s.ms), 0);
      return `| ${second} | ${list.length} | ${errorsText(tally(list))} | ${slowest ? `${whole(slowest)} ms` : ''} | ${events.map((e) => e.what).join('; ')} |`;
    });
  return [
    '| second (sent) | answers | unexpected answers | slowest unexpected | event |',
    '|---|---|---|---|---|',
    ...rows,
  ];
}
