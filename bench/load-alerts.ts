// The fault run's alert timeline (load-prometheus.ts): from Prometheus' raw samples of ALERTS
// (one per evaluation while an alert is pending or firing), `up` and `db_up` (one per scrape),
// when each alert was pending, firing and resolved, and what the scrapes saw, in seconds after
// the run's start; then how each alert answered the fault it is for.
import type { FaultEvent } from './load-faults';
import type { PrometheusRun } from './load-prometheus';

/** One raw series: its labels, and its samples as [unix seconds, value]. */
export interface RawSeries {
  metric: Record<string, string>;
  values: [number, string][];
}

export interface Span {
  /** ms after the run's start. */
  from: number;
  /** The first sample after the span (ms after the run's start), or null: still so at the end. */
  to: number | null;
}

/**
 * Runs of samples that `match`, each ended by the first sample that does not, or by `gapMs`
 * without a sample (ALERTS has none once resolved: the end is then the last sample + `gapMs`).
 * `endMs`: when the samples were read (ms after the run's start).
 */
export function spans(
  values: [number, string][],
  match: (value: string) => boolean,
  epochStart: number,
  gapMs: number,
  endMs: number,
): Span[] {
  const found: Span[] = [];
  let from: number | null = null;
  let last = 0;
  for (const [seconds, value] of values) {
    const at = seconds * 1000 - epochStart;
    if (from !== null && at - last > gapMs * 1.5) {
      found.push({ from, to: last + gapMs });
      from = null;
    }
    if (match(value)) {
      from ??= at;
      last = at;
    } else if (from !== null) {
      found.push({ from, to: at });
      from = null;
    }
  }
  if (from !== null) found.push({ from, to: endMs - last > gapMs * 1.5 ? last + gapMs : null });
  return found;
}

export interface AlertTimeline {
  alerts: { alert: string; who: string; state: string; span: Span }[];
  seen: { what: string; who: string; span: Span }[];
}

/** Every raw sample of the run (from `epochStart`, Date.now() at its start) up to now. */
export async function alertTimeline(
  prometheus: PrometheusRun,
  epochStart: number,
  /** The name of an instance by its address (`127.0.0.1:<port>`). */
  nameOf: (address: string) => string,
  evaluationMs: number,
): Promise<AlertTimeline> {
  const endMs = Date.now() - epochStart;
  const range = `${Math.ceil(endMs / 1000) + 5}s`;
  const raw = async (query: string) =>
    (await prometheus.api<{ result: RawSeries[] }>(`query?query=${encodeURIComponent(query)}`))
      .result;
  const who = (metric: Record<string, string>) =>
    metric.instance ? nameOf(metric.instance) : 'all';
  const alerts = (await raw(`ALERTS[${range}]`)).flatMap((series) =>
    spans(series.values, () => true, epochStart, evaluationMs, endMs).map((span) => ({
      alert: series.metric.alertname!,
      who: who(series.metric),
      state: series.metric.alertstate!,
      span,
    })),
  );
  const seen = (
    await Promise.all(
      ['up', 'db_up'].map(async (name) =>
        (await raw(`${name}{job="mercado"}[${range}]`)).flatMap((series) =>
          spans(series.values, (v) => v === '0', epochStart, Infinity, endMs).map((span) => ({
            what: `${name} 0`,
            who: who(series.metric),
            span,
          })),
        ),
      ),
    )
  ).flat();
  const byStart = (a: { span: Span }, b: { span: Span }) => a.span.from - b.span.from;
  return { alerts: alerts.sort(byStart), seen: seen.sort(byStart) };
}

const s = (ms: number | null) =>
  ms === null || !Number.isFinite(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`;

/** The timeline as a table and lines, and how the two alerts the faults are for answered. */
export function alertReport(timeline: AlertTimeline, events: FaultEvent[]): string[] {
  const at = (prefix: string) => events.find((e) => e.what.startsWith(prefix))?.at ?? NaN;
  const kill = at('instance 1 killed');
  const back = at('instance 1 ready');
  const pgStop = at('PostgreSQL: stop asked');
  const pgBack = at('PostgreSQL: accepting');
  const firing = (alert: string, who?: string) =>
    timeline.alerts.filter(
      (a) => a.alert === alert && a.state === 'firing' && (!who || a.who === who),
    );
  // An open end: still so when Prometheus was read.
  const span = (x: Span) => `${s(x.from)}–${x.to === null ? '…' : s(x.to)}`;
  // One row per alert and instance, in the order they first appeared.
  const rows = new Map<string, { pending: string[]; firing: string[] }>();
  for (const a of timeline.alerts) {
    const key = `| ${a.alert} | ${a.who} |`;
    const row = rows.get(key) ?? { pending: [], firing: [] };
    (a.state === 'firing' ? row.firing : row.pending).push(span(a.span));
    rows.set(key, row);
  }
  const lines = [
    '| alert | instance | pending | firing |',
    '|---|---|---|---|',
    ...[...rows].map(
      ([key, row]) => `${key} ${row.pending.join(', ') || '–'} | ${row.firing.join(', ') || '–'} |`,
    ),
    '',
    ...timeline.seen.map((x) => `- ${x.what} on ${x.who}: ${span(x.span)}`),
  ];
  const down = firing('InstanceDown', 'instance 1')[0];
  lines.push(
    down
      ? `- **InstanceDown** (instance 1) fired ${s(down.span.from - kill)} after the kill -9 ` +
          `(goal: within 60 s); resolved ${s((down.span.to ?? NaN) - back)} after the instance ` +
          `was ready again (${s(back)})`
      : `- **InstanceDown** (instance 1) did not fire (killed at ${s(kill)}, ready again at ${s(back)})`,
  );
  const database = firing('DatabaseDown');
  const first = Math.min(...database.map((a) => a.span.from));
  const last = Math.max(...database.map((a) => a.span.to ?? Infinity));
  const during = database.filter((a) => a.span.from >= pgStop && a.span.from <= pgBack);
  lines.push(
    database.length
      ? `- **DatabaseDown** fired on ${new Set(database.map((a) => a.who)).size} instances, ` +
          `the first ${s(first - pgStop)} after the stop was asked, ${during.length} of ` +
          `${database.length} while PostgreSQL was down (${s(pgStop)} to ${s(pgBack)}); ` +
          `the last resolved ${s(last - pgBack)} after it accepted connections`
      : `- **DatabaseDown** did not fire (PostgreSQL down ${s(pgStop)} to ${s(pgBack)})`,
  );
  return lines;
}
