// What the instances logged during the fault run (LOG_LEVEL=warn, pino's JSON lines): when each
// said that rate limits fell back to in-process counters and when they were shared again
// (packages/server/src/plugins/rate-limit-store.ts), how many requests met the database
// unavailable (errors.ts), and any unexpected error.
import {
  FALLBACK_MESSAGE,
  SHARED_AGAIN_MESSAGE,
} from '../packages/server/src/plugins/rate-limit-store';

export interface LogMark {
  /** ms after the run's start. */
  at: number;
  what: string;
}

/** `epochStart`: Date.now() at the run's start. */
export function logMarks(outputs: string[], epochStart: number): LogMark[] {
  const marks: LogMark[] = [];
  outputs.forEach((output, i) => {
    const counted = { unavailable: [] as number[], unexpected: [] as number[] };
    for (const line of output.split('\n')) {
      if (!line.startsWith('{')) continue;
      let entry: { time?: number; msg?: string };
      try {
        entry = JSON.parse(line) as { time?: number; msg?: string };
      } catch {
        continue;
      }
      const at = (entry.time ?? 0) - epochStart;
      if (entry.msg === FALLBACK_MESSAGE || entry.msg === SHARED_AGAIN_MESSAGE)
        marks.push({ at, what: `instance ${i + 1} logs "${entry.msg}"` });
      if (entry.msg === 'database unavailable') counted.unavailable.push(at);
      if (entry.msg === 'unexpected error') counted.unexpected.push(at);
    }
    for (const [what, times] of Object.entries(counted)) {
      if (times.length === 0) continue;
      const span = `${(times[0]! / 1000).toFixed(1)}–${(times.at(-1)! / 1000).toFixed(1)} s`;
      const message = what === 'unavailable' ? 'database unavailable' : 'unexpected error';
      marks.push({
        at: times[0]!,
        what: `instance ${i + 1} logs "${message}" ×${times.length} (${span})`,
      });
    }
  });
  return marks.sort((a, b) => a.at - b.at);
}
