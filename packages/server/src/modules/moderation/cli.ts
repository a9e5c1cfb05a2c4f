import { openCommandDatabase } from '../../db/command-database';
import { listWithRole, setRole } from '../accounts/index';

/**
 * `npm run moderator -- add <user>` grants the moderator role; `remove <user>`
 * withdraws it; `list` prints the moderators. On the configured database (DATA_DIR or
 * DATABASE_URL, as the server reads them); with the embedded one, stop the server first.
 */

const USAGE = 'usage: npm run moderator -- add <user> | remove <user> | list';

const [command, user, ...rest] = process.argv.slice(2);
const valid =
  rest.length === 0 &&
  ((command === 'list' && user === undefined) ||
    ((command === 'add' || command === 'remove') && Boolean(user)));
if (!valid) {
  console.error(USAGE);
  process.exit(2);
}

const { database } = await openCommandDatabase();
let status = 0;
try {
  await database.migrate();
  if (command === 'list') {
    const moderators = await listWithRole(database.db, 'moderator');
    process.stdout.write(`${moderators.length ? moderators.join('\n') : 'No moderators yet.'}\n`);
  } else if (await setRole(database.db, user!, command === 'add' ? 'moderator' : 'member')) {
    const done = command === 'add' ? 'is now a moderator' : 'is no longer a moderator';
    process.stdout.write(`${user} ${done}.\n`);
  } else {
    console.error(`No active account is named ${user}.`);
    status = 1;
  }
} finally {
  await database.close();
}
process.exit(status);
