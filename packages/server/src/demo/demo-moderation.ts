import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { reports, users } from '../db/schema/index';
import { fileReport } from '../modules/reports/index';
import { ensureDemoAccount } from './demo-accounts';
import type { DemoSeller } from './demo-sellers';

/**
 * The demo's moderation: a moderator account, and a few open reports between the demo
 * sellers so the moderation screen has something to read. Only reports: no demo account is
 * suspended and no library hidden (the screens and benchmarks rely on every demo library).
 */

export const DEMO_MODERATOR: DemoSeller = {
  user: 'demo_moderacion',
  firstName: 'Irene',
  lastName: 'Sosa',
  phoneNumber: '11 5555 0199',
  cityId: '02007',
  libraries: [],
};

interface DemoAccount {
  id: string;
  user: string;
  libraries: { id: string; buying: boolean }[];
}

/** Who reports whom, by index in the demo sellers; the second names a library. */
const DEMO_REPORTS = [
  { from: 0, about: 1, reason: 'noShow', details: 'Quedamos en Plaza Italia el sábado y no vino.' },
  {
    from: 2,
    about: 1,
    reason: 'misleading',
    details: 'La carta figuraba NM y tenía un doblez.',
    library: true,
  },
  { from: 3, about: 4, reason: 'abuse', details: '' },
] as const;

export async function ensureDemoModeration(db: Database, sellers: DemoAccount[], now: Date) {
  const moderator = await ensureDemoAccount(db, DEMO_MODERATOR, now);
  await db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
  const [existing] = await db.select({ n: count() }).from(reports);
  if (existing!.n > 0 || sellers.length < 5) return;
  for (const [i, plan] of DEMO_REPORTS.entries()) {
    const about = sellers[plan.about]!;
    const library = about.libraries.find((each) => !each.buying);
    await fileReport(
      db,
      sellers[plan.from]!.id,
      {
        ...('library' in plan && library ? { libraryId: library.id } : { user: about.user }),
        reason: plan.reason,
        details: plan.details,
      },
      // A minute apart: the screen lists the newest first.
      new Date(now.getTime() - (DEMO_REPORTS.length - i) * 60_000),
      // A cap no reporter of the demo's few reports reaches.
      DEMO_REPORTS.length,
    );
  }
}
