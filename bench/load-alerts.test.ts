import { describe, expect, it } from 'vitest';
import { alertReport, spans, type AlertTimeline } from './load-alerts';

const START = 1_700_000_000_000;
/** Samples every `step` s from `from` s after START. */
const samples = (from: number, step: number, values: string[]): [number, string][] =>
  values.map((value, i) => [(START + (from + i * step) * 1000) / 1000, value]);

describe('spans', () => {
  it('ends a run of matching samples at the first that does not match', () => {
    const up = samples(0, 2, ['1', '0', '0', '1', '0']);
    expect(spans(up, (v) => v === '0', START, Infinity, 9000)).toEqual([
      { from: 2000, to: 6000 },
      { from: 8000, to: null },
    ]);
  });

  it('ends a run where the samples stop, an evaluation after the last', () => {
    // ALERTS has samples only while the alert is active.
    const alert = [...samples(10, 1, ['1', '1', '1']), ...samples(20, 1, ['1'])];
    expect(spans(alert, () => true, START, 1000, 20_500)).toEqual([
      { from: 10_000, to: 13_000 },
      { from: 20_000, to: null },
    ]);
    // Read well after its last sample: resolved.
    expect(spans(alert, () => true, START, 1000, 30_000).at(-1)).toEqual({
      from: 20_000,
      to: 21_000,
    });
  });
});

describe('alertReport', () => {
  const events = [
    { at: 15_000, what: 'instance 1 killed (SIGKILL)' },
    { at: 30_000, what: 'PostgreSQL: stop asked (pg_ctlcluster stop, fast mode)' },
    { at: 34_000, what: 'PostgreSQL: accepting connections' },
    { at: 54_000, what: 'instance 1 ready (/api/ready 200)' },
  ];
  const timeline: AlertTimeline = {
    alerts: [
      {
        alert: 'InstanceDown',
        who: 'instance 1',
        state: 'pending',
        span: { from: 16e3, to: 46e3 },
      },
      { alert: 'InstanceDown', who: 'instance 1', state: 'firing', span: { from: 46e3, to: 56e3 } },
      { alert: 'DatabaseDown', who: 'instance 2', state: 'firing', span: { from: 31e3, to: 35e3 } },
      { alert: 'DatabaseDown', who: 'instance 3', state: 'firing', span: { from: 32e3, to: 36e3 } },
      { alert: 'SearchSlow', who: 'all', state: 'pending', span: { from: -1000, to: null } },
    ],
    seen: [{ what: 'up 0', who: 'instance 1', span: { from: 15_500, to: 55_000 } }],
  };

  it('says when each alert fired and resolved, against its fault', () => {
    const lines = alertReport(timeline, events).join('\n');
    expect(lines).toContain('| InstanceDown | instance 1 | 16.0 s–46.0 s | 46.0 s–56.0 s |');
    expect(lines).toContain('| DatabaseDown | instance 2 | – | 31.0 s–35.0 s |');
    expect(lines).toContain('- up 0 on instance 1: 15.5 s–55.0 s');
    expect(lines).toContain('| SearchSlow | all | -1.0 s–… | – |');
    expect(lines).toContain('fired 31.0 s after the kill -9');
    expect(lines).toContain('resolved 2.0 s after the instance was ready again (54.0 s)');
    expect(lines).toContain(
      'DatabaseDown** fired on 2 instances, the first 1.0 s after the stop was asked, 2 of 2 while PostgreSQL was down',
    );
    expect(lines).toContain('the last resolved 2.0 s after it accepted connections');
  });

  it('says when an alert did not fire', () => {
    const lines = alertReport({ alerts: [], seen: [] }, events).join('\n');
    expect(lines).toContain('InstanceDown** (instance 1) did not fire');
    expect(lines).toContain('DatabaseDown** did not fire');
  });
});
