import { sql } from 'drizzle-orm';
import { anyOf, queryRows, type Database } from '../db/client';
import { users as usersTable } from '../db/schema/index';
import { DEMO_ARS_PER_USD } from './demo-cards';
import { DEMO_MODERATOR } from './demo-moderation';
import { DEMO_PASSWORD, DEMO_SELLERS } from './demo-sellers';
import { generateDemo } from './generate-demo';

/**
 * `npm start -- --demo` (or `DEMO=1 npm start`): the server fills an empty database with the
 * demo marketplace before it serves, so a newcomer's first start shows a living marketplace.
 * A database with accounts or libraries (the demo's or anyone's) is left as it is.
 */

/**
 * A demo start without a peso rate (neither ARS_PER_USD nor ARS_RATE_URL) gets the demo's fixed
 * one, so its prices show their pesos; a configured rate is kept.
 */
export function withDemoRate<
  C extends { arsPerUsd: number | undefined; arsRateUrl: string | undefined },
>(config: C): C {
  if (config.arsPerUsd || config.arsRateUrl) return config;
  process.stderr.write(
    `Demo: pesos at a fixed ${DEMO_ARS_PER_USD} per dollar (set ARS_PER_USD or ARS_RATE_URL to change it).\n`,
  );
  return { ...config, arsPerUsd: DEMO_ARS_PER_USD };
}

const DEMO_USERS = [...DEMO_SELLERS, DEMO_MODERATOR].map((seller) => seller.user);

/**
 * Fills `db` (migrated) with the demo when it holds no account and no library (or only the demo
 * accounts of a first fill cut short), printing progress and the logins on `out`; otherwise says
 * what is there and writes nothing. True when it filled.
 */
export async function fillEmptyWithDemo(
  db: Database,
  options: { sets?: string[]; url?: string; out?: (line: string) => void } = {},
): Promise<boolean> {
  const out = options.out ?? ((line: string) => process.stderr.write(`${line}\n`));
  const [counts] = await queryRows<{
    users: number;
    libraries: number;
    demo: number;
    moderator: number;
  }>(
    db,
    sql`select (select count(*) from users)::int as users,
               (select count(*) from libraries)::int as libraries,
               (select count(*) from users where ${anyOf(usersTable.username, DEMO_USERS)})::int as demo,
               (select count(*) from users where username = ${DEMO_MODERATOR.user})::int as moderator`,
  );
  const { users = 0, libraries = 0, demo = 0, moderator = 0 } = counts ?? {};
  const started = Date.now();
  if (users > 0 && users === demo && moderator === 0) {
    // Only demo accounts, without the moderator the demo makes last: a first fill cut short.
    out(`Demo: an unfinished demo (${demo} demo accounts so far); completing it before serving.`);
  } else if (users > 0 || libraries > 0) {
    out(
      demo > 0
        ? `Demo: the database already holds the demo (${demo} demo accounts); left as it is.`
        : `Demo: the database is not empty (${users} accounts, ${libraries} libraries); the demo is not added.`,
    );
    return false;
  } else {
    out(
      'Demo: filling the empty database with the demo marketplace before serving. The first run ' +
        'imports the card catalog and takes a few minutes; the server answers once it is done.',
    );
  }
  const report = await generateDemo(db, {
    ...(options.sets ? { sets: options.sets } : {}),
    progress: true,
    onSeller: (user, index, total) => out(`Demo: seller ${index}/${total} ${user}`),
  });
  const copies = report.sellers
    .flatMap((seller) => seller.libraries)
    .reduce((sum, library) => sum + library.cardCount, 0);
  out(
    `Demo: done in ${((Date.now() - started) / 1000).toFixed(1)} s — ` +
      `${report.catalog.printings.toLocaleString('en-US')} printings, ${report.sellers.length} sellers, ` +
      `${copies.toLocaleString('en-US')} copies, ${report.reservations} reservations.`,
  );
  out(
    `Demo: log in${options.url ? ` at ${options.url}` : ''} as ${DEMO_USERS.join(', ')} (password for all: ${DEMO_PASSWORD}); ` +
      `${DEMO_MODERATOR.user} is the moderator.`,
  );
  return true;
}
