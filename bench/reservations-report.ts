// The reservations benchmark's printed table (reservations.ts): throughput, latency and the
// checks per variant, then the CPU each request cost, servers and database apart, against the goal.
import { ms, reportTitle } from './bench-marketplace';
import type { cpuSpent } from './process-cpu';
import { currentCommit } from './record-result';
import type { LoadFigures } from './reservations-load';

export interface ReservationFigures<V extends string> extends LoadFigures {
  variant: V;
  instances: number;
  copies: number;
  setupSeconds: number;
  /** Hot cards with more active reservations than copies, after the run: must be 0. */
  overbooked: number;
  /** Active reservations of the hot cards after the run: must equal reservedCopies. */
  activeReservations: number;
  loadBefore: number;
  loadAfter: number;
  /** From the first request to the last answer. */
  cpu: ReturnType<typeof cpuSpent>;
  /** From the first request until the run's mails had all reached the SMTP server. */
  cpuWithMails: ReturnType<typeof cpuSpent>;
  /** The mails the run's reservations sent. */
  mails: number;
}

/** What the run was: its buyers, sellers and requests, and the goals it is held to. */
interface Setup {
  buyers: number;
  sellers: number;
  hotPerSeller: number;
  requestsPerBuyer: number;
  items: readonly number[];
  inFlight: Record<string, number>;
  target: number;
  cpuGoalMs: number;
}

const count = (value: number) => value.toLocaleString('en-US');
const cpuPerRequest = (f: ReservationFigures<string>) =>
  ((f.cpu.servers + f.cpu.database) * 1000) / f.attempts;
const rate = (value: number, seconds: number) => count(Math.round(value / seconds));

export function reservationsReport(all: ReservationFigures<string>[], setup: Setup): string {
  const failed = all.filter(
    (f) => f.other > 0 || f.overbooked > 0 || f.activeReservations !== f.reservedCopies,
  );
  if (failed.length) process.exitCode = 1;
  const postgres = all.find((f) => f.variant === 'postgres');
  return [
    reportTitle('Reservations benchmark'),
    '',
    `${count(setup.buyers)} buyers × ${setup.requestsPerBuyer} requests of ${setup.items.join('–')} hot cards, ` +
      `${setup.sellers * setup.hotPerSeller} hot cards (${setup.hotPerSeller} in each of ${setup.sellers} sale libraries); ` +
      `requests in flight: ${Object.entries(setup.inFlight)
        .map(([variant, inFlight]) => `${inFlight} (${variant})`)
        .join(', ')}`,
    '',
    '| database | instances | hot copies | attempts | 201 | 409 | other | seconds | requests/s | reservations/s (copies) | 201s/s | p50 | p95 | p99 | max | copies promised twice | active reservations = copies in 201s | load 1 min before → after |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...all.map(
      (f) =>
        `| ${f.variant} | ${f.instances} | ${count(f.copies)} | ${count(f.attempts)} | ${count(f.created)} | ${count(f.refused)} | ${f.other} | ${f.seconds.toFixed(1)} | ${rate(f.attempts, f.seconds)} | ${rate(f.reservedCopies, f.seconds)} | ${rate(f.created, f.seconds)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${ms(f.max)} | ${f.overbooked} | ${count(f.activeReservations)} ${f.activeReservations === f.reservedCopies ? '=' : '≠'} ${count(f.reservedCopies)} | ${f.loadBefore.toFixed(1)} → ${f.loadAfter.toFixed(1)} |`,
    ),
    '',
    `CPU on commit ${currentCommit()}, per request: servers + database, each from /proc`,
    '',
    '| database | CPU during the run: servers | PostgreSQL backends | load generator | other processes | machine busy | per request: servers | database | both | mails sent | with the mails delivered: servers | database | both |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...all.map(({ variant, cpu, cpuWithMails, mails, attempts }) => {
      const seconds = (value: number) => `${value.toFixed(1)} s`;
      const perRequest = (value: number) => `${((value * 1000) / attempts).toFixed(2)} ms`;
      return `| ${variant} | ${seconds(cpu.servers)} | ${seconds(cpu.database)} | ${seconds(cpu.loadGenerator)} | ${seconds(cpu.others)} | ${seconds(cpu.machineBusy)} of ${seconds(cpu.machineTotal)} (${Math.round((100 * cpu.machineBusy) / cpu.machineTotal)}%) | ${perRequest(cpu.servers)} | ${perRequest(cpu.database)} | ${perRequest(cpu.servers + cpu.database)} | ${count(mails)} | ${perRequest(cpuWithMails.servers)} | ${perRequest(cpuWithMails.database)} | ${perRequest(cpuWithMails.servers + cpuWithMails.database)} |`;
    }),
    '',
    ...all.map(
      (f) =>
        `${f.variant}: set-up (database, ${setup.sellers + 1 + setup.buyers} users, sessions, servers) ${f.setupSeconds.toFixed(1)} s`,
    ),
    ...all
      .filter((f) => f.other > 0)
      .map(
        (f) =>
          `${f.variant}: other answers by status ${JSON.stringify(f.otherStatuses)}, the first: ${f.firstOther}`,
      ),
    postgres
      ? `PostgreSQL: ${rate(postgres.reservedCopies, postgres.seconds)} reservations/s, target ≥ ${setup.target}: ${postgres.reservedCopies / postgres.seconds >= setup.target ? 'met' : 'missed'}; ` +
        `CPU ${ms(cpuPerRequest(postgres))} a request, goal ≤ ${setup.cpuGoalMs} ms: ${cpuPerRequest(postgres) <= setup.cpuGoalMs ? 'met' : 'missed'}`
      : '',
    failed.length ? `CHECKS FAILED: ${failed.map((f) => f.variant).join(', ')}` : 'checks: passed',
  ].join('\n');
}
