import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/client';
import { generateDemo } from '../../packages/server/src/demo/generate-demo';
import { hashPassword, insertAccount } from '../../packages/server/src/modules/accounts/index';
import { DEMO_MANIFEST_FILE, E2E_CATALOG_SETS, type DemoManifest } from './demo-marketplace';
import {
  MEMBER_ACCOUNT,
  MODERATOR_ACCOUNT,
  OUTDATED_TERMS_ACCOUNT,
  OUTDATED_TERMS_VIEWER,
} from './seeded-accounts';

/**
 * Run with tsx before the server starts (the embedded database admits one process): migrates the
 * e2e database in DATA_DIR and adds the seeded accounts: a validated account that accepted an
 * older terms version (how a returning user meets the terms modal; two, see seeded-accounts.ts), and the login fixture's
 * member (who owns no library, so a library journey starts empty), and a moderator. Then `npm run demo`'s
 * generator on a small catalog: the demo sellers and their libraries, whose ids go to
 * DATA_DIR/demo-manifest.json for the tests (demo-marketplace.ts).
 */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const now = new Date();
  const accounts = [
    OUTDATED_TERMS_ACCOUNT,
    OUTDATED_TERMS_VIEWER,
    MEMBER_ACCOUNT,
    MODERATOR_ACCOUNT,
  ];
  for (const account of accounts) {
    const passwordHash = await hashPassword(account.password);
    const role = account === MODERATOR_ACCOUNT ? 'moderator' : 'member';
    await database.db.transaction((tx) =>
      insertAccount(tx, { ...account, passwordHash, now, role }),
    );
  }
  const report = await generateDemo(database.db, { sets: E2E_CATALOG_SETS, now });
  // The e2e catalog carries no prices: 90 days of history for a demo seller's cards, so the
  // screens show their sparklines (docs/product/catalog-and-prices.md#price-history).
  await database.db.execute(sql`
    insert into card_price_history (printing_id, finish, day, usd)
    select distinct c.reference_id, 'normal', (${now.toISOString()}::date - g.days),
      round((1.5 + g.days / 30.0)::numeric, 2)
    from library_cards c join libraries l on l.id = c.library_id
      join users u on u.id = l.owner_id
      cross join generate_series(0, 84, 14) as g(days)
    where u.username = 'demo_palermo' and not l.buying and c.reference_id is not null
    on conflict do nothing`);
  const manifest: DemoManifest = {
    sellers: report.sellers.map((seller) => ({
      user: seller.user,
      libraries: seller.libraries.map(({ id, name, buying, cardCount }) => ({
        id,
        name,
        buying,
        cardCount,
      })),
    })),
  };
  fs.writeFileSync(path.join(config.dataDir, DEMO_MANIFEST_FILE), JSON.stringify(manifest));
} finally {
  await database.close();
}
