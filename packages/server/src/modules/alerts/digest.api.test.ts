import path from 'node:path';
import { ALERT_TEXTS, publicLibraryPath } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { createLibraryWithCards } from '../../../test/library-factory';
import { SHARED_DATA_DIR } from '../../../test/shared-data';
import { createTestClock } from '../../../test/test-clock';
import { importCatalog } from '../catalog/index';
import { mailAlertDigests } from './digest';

/** The alerts' digest (docs/product/notifications.md#digest): at most one mail a day per user. */

const HOUR = 60 * 60 * 1000;
const SITE = 'https://mdc.example';
const clock = createTestClock(new Date('2026-11-20T12:00:00Z'));
const suite = useTestApp({}, { clock: clock.now });
let seller: TestUser;
let buyer: TestUser;

const runDigest = () => suite.app.db.transaction((tx) => mailAlertDigests(tx, clock.now(), SITE));
const mails = () =>
  queryRows<{ recipient: string; subject: string; text: string; html: string }>(
    suite.app.db,
    sql`select recipient, subject, text, html from mail_outbox
        where subject like 'Se public%' order by created_at, recipient`,
  );
const list = (
  cards: {
    name: string;
    set: string;
    collectorNumber?: string;
    price: string;
    quantity?: number;
  }[],
) =>
  createLibraryWithCards(
    suite.app,
    seller,
    { name: `Venta ${clock.now().toISOString()}` },
    cards.map((card) => ({ ...card, referenceId: null })),
  );

beforeAll(async () => {
  await importCatalog(
    suite.app.db,
    path.join(SHARED_DATA_DIR, 'mtgjson/sets-2022-04-25/M10.json.gz'),
  );
  seller = await createUser(suite.app, { user: 'sole_vende', region: 'Salta' });
  buyer = await createUser(suite.app, { user: 'tomi_busca', firstName: 'Tomás' });
  const quiet = await createUser(suite.app, { user: 'uma_sin_mail' });
  await suite.app.db.execute(sql`update users set alert_digest = 'never' where id = ${quiet.id}`);
  const wanted = [
    { name: 'Lightning Bolt' },
    { name: 'Giant Growth' },
    { name: 'Divination' },
    { name: 'Island' },
  ];
  await createLibraryWithCards(suite.app, buyer, { buying: true, alerts: true }, wanted);
  await createLibraryWithCards(suite.app, quiet, { buying: true, alerts: true }, wanted);
});

describe('the alerts digest', () => {
  it('mails each daily user every match, cheapest first, each linking to the card', async () => {
    const library = await list([
      { name: 'Lightning Bolt', set: 'M10', price: '3.00' },
      { name: 'Giant Growth', set: 'M10', price: '0.50' },
    ]);
    expect(await runDigest()).toBe(1);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail!.recipient).toBe(buyer.email);
    expect(mail!.subject).toBe(`${ALERT_TEXTS.mailSubject(2)} en Mercado de Cartas`);
    const link = (name: string) =>
      `${SITE}${publicLibraryPath(library.libraryId, { cardName: name })}`;
    expect(mail!.text).toContain(
      [
        `- Giant Growth — sole_vende (Salta): 1 copia, USD 0.50 (M10): ${link('Giant Growth')}`,
        `- Lightning Bolt — sole_vende (Salta): 1 copia, USD 3.00 (M10): ${link('Lightning Bolt')}`,
      ].join('\n'),
    );
    expect(mail!.html).toContain(`<a href="${link('Giant Growth').replaceAll('&', '&amp;')}">`);
  });

  it('sends nothing more that day; the next match waits for the next day', async () => {
    expect(await runDigest()).toBe(0);
    clock.advance(2 * HOUR);
    await list([{ name: 'Divination', set: 'M10', price: '0.40' }]);
    expect(await runDigest()).toBe(0);
    clock.advance(22 * HOUR);
    expect(await runDigest()).toBe(1);
    const last = (await mails()).at(-1)!;
    expect(last.subject).toBe(`${ALERT_TEXTS.mailSubject(1)} en Mercado de Cartas`);
    expect(last.text).toContain('Divination — sole_vende (Salta): 1 copia, USD 0.40 (M10)');
    expect(last.text).not.toContain('Giant Growth');
    expect(await mails()).toHaveLength(2);
  });

  it('lists several printings of a card by one seller on one line, in the text and the HTML', async () => {
    clock.advance(24 * HOUR);
    const library = await list(
      ['234', '235', '236', '237'].map((collectorNumber, index) => ({
        name: 'Island',
        set: 'M10',
        collectorNumber,
        price: index === 0 ? '0.35' : '0.50',
        quantity: index === 0 ? 2 : 1,
      })),
    );
    expect(await runDigest()).toBe(1);
    const last = (await mails()).at(-1)!;
    const line = 'Island — sole_vende (Salta): 5 copias, desde USD 0.35 (M10)';
    const link = `${SITE}${publicLibraryPath(library.libraryId, { cardName: 'Island' })}`;
    expect(last.text.split('\n').filter((text) => text.includes('Island'))).toEqual([
      `- ${line}: ${link}`,
    ]);
    expect(last.html.match(/<li>/g)).toHaveLength(1);
    expect(last.subject).toBe(`${ALERT_TEXTS.mailSubject(1)} en Mercado de Cartas`);
    expect(last.html).toContain(`${line}</a></li>`);
  });
});
