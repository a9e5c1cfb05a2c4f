import { parseArgs } from 'node:util';
import { openCommandDatabase } from '../db/command-database';
import { generateDemo, type DemoReport } from './generate-demo';
import { DEMO_PASSWORD } from './demo-sellers';

/**
 * `npm run demo [-- <catalog folder|file|url>] [--sets=ELD,M10]`: fills the configured
 * database (DATA_DIR or DATABASE_URL, as the server reads them) with the demo marketplace and
 * prints what it did and the demo logins. With the embedded database, stop the server first.
 */

const USAGE = 'usage: npm run demo -- [<catalog folder|file|url>] [--sets=CODE,CODE…]';

function describe(report: DemoReport, seconds: number, publicUrl: string): string[] {
  const { catalog } = report;
  const lines = [
    `Catalog: ${catalog.imported} set files imported, ${catalog.skipped} already there; ${catalog.printings.toLocaleString('en-US')} printings.`,
    '',
    'Demo sellers (password for all: ' + DEMO_PASSWORD + '):',
  ];
  for (const seller of report.sellers) {
    lines.push(`  ${seller.user.padEnd(16)} ${seller.created ? 'created' : 'already there'}`);
    for (const library of seller.libraries) {
      const kind = library.buying ? 'buying' : 'sale  ';
      lines.push(
        `    ${kind} ${library.name.padEnd(26)} ${String(library.cardCount).padStart(4)} copies · ${library.cardsNew} new lines, ${library.cardsUpdated} already there · ${(library.milliseconds / 1000).toFixed(1)} s · ${publicUrl}/public/library?libraryId=${library.id}${library.buying ? '&buying=true' : ''}`,
      );
    }
  }
  lines.push('', `Reservations between the demo accounts: ${report.reservations} created.`);
  lines.push('', `Done in ${seconds.toFixed(1)} s. Running it again changes nothing.`);
  return lines;
}

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { sets: { type: 'string' } } });
} catch {
  console.error(USAGE);
  process.exit(2);
}
if (args.positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}

// While the server holds the embedded database, it can fill it itself when it starts.
const { config, database } = await openCommandDatabase(
  'O bien detené el servidor e inicialo con `npm start -- --demo`: llena una base vacía con la demo antes de servir.',
);
try {
  const started = Date.now();
  await database.migrate();
  const report = await generateDemo(database.db, {
    source: args.positionals[0],
    sets: args.values.sets
      ?.split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    progress: true,
  });
  process.stdout.write(
    `${describe(report, (Date.now() - started) / 1000, config.publicUrl).join('\n')}\n`,
  );
} finally {
  await database.close();
}
process.exit(0);
