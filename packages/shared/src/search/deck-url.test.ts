import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractMoxfieldDeckId, validateMoxfieldDeckUrl } from './deck-url';

// The public id of the real deck in shared/data/exports/moxfield-api-v3-deck.json.
const ID = 'YwY3uz_CykKxnq3XBDpGFQ';

const accepted = (deckId: string) => ({ ok: true, deckId });
const refused = (message: string) => ({ ok: false, message });

describe('validateMoxfieldDeckUrl (the deck link rules)', () => {
  it.each([
    ['a bare id', ID],
    ['a bare id between spaces', `  ${ID}\t`],
    ['the site link', `https://moxfield.com/decks/${ID}`],
    ['the www link', `https://www.moxfield.com/decks/${ID}`],
    ['a link without scheme', `moxfield.com/decks/${ID}`],
    ['a link with a trailing slash', `https://moxfield.com/decks/${ID}/`],
    ['the primer page', `https://www.moxfield.com/decks/${ID}/primer`],
    ['a query string', `https://moxfield.com/decks/${ID}?utm_source=share&x=1`],
    ['a fragment', `https://moxfield.com/decks/${ID}#comments`],
    ['an upper-case path', `HTTPS://MOXFIELD.COM/DECKS/${ID}`],
    ['a link inside a sentence', `mirá mi mazo: https://moxfield.com/decks/${ID} saludos`],
    ['the history page', `https://moxfield.com/decks/${ID}/history?page=2`],
  ])('accepts %s', (_, input) => {
    expect(validateMoxfieldDeckUrl(input)).toEqual(accepted(ID));
  });

  it('accepts an id of only underscores and hyphens', () => {
    expect(validateMoxfieldDeckUrl('_-_-_-_-_-_-_-_-_-_-_-')).toEqual(
      accepted('_-_-_-_-_-_-_-_-_-_-_-'),
    );
  });

  it.each(['', '   ', '\n\t '])('refuses an empty input %j', (input) => {
    expect(validateMoxfieldDeckUrl(input)).toEqual(refused('La URL/ID de Moxfield está vacía.'));
  });

  it.each([
    ['a short bare id', ID.slice(0, 21)],
    ['a long bare id', `${ID}x`],
    ['a bare id with a space inside', 'YwY3uz_Cyk Kxnq3XBDpGFQ'],
    ['another Moxfield page', `https://moxfield.com/users/${ID}`],
    ['the singular deck path', `https://moxfield.com/deck/${ID}`],
    ['a decks path without its first slash', `https://moxfield.comdecks/${ID}`],
    ['an Archidekt link', 'https://archidekt.com/deck/123'],
  ])('asks for a decks link on %s', (_, input) => {
    expect(validateMoxfieldDeckUrl(input)).toEqual(
      refused('La URL debe ser del tipo "decks". Ej: https://moxfield.com/decks/<ID>.'),
    );
  });

  it.each([
    ['nothing after the path', 'https://moxfield.com/decks/'],
    ['only a slash after it', 'https://moxfield.com/decks//primer'],
    ['only a query after it', 'https://moxfield.com/decks/?q=1'],
    ['only a fragment after it', 'https://moxfield.com/decks/#x'],
    ['a space after it', `https://moxfield.com/decks/ ${ID}`],
  ])('finds no id with %s', (_, input) => {
    expect(validateMoxfieldDeckUrl(input)).toEqual(
      refused('No se pudo identificar el ID del deck en la URL.'),
    );
  });

  it.each([
    [`https://moxfield.com/decks/${ID.slice(0, 21)}`, 21],
    [`https://moxfield.com/decks/${ID.slice(0, 7)}/primer`, 7],
    ['https://www.moxfield.com/decks/a?x=1', 1],
    [`/decks/${ID.slice(0, 10)}  `, 10],
  ])('calls %s incomplete', (input, length) => {
    expect(validateMoxfieldDeckUrl(input)).toEqual(
      refused(
        `El identificador del deck parece incompleto (se esperan 22 caracteres, hay ${length}).`,
      ),
    );
  });

  it.each([
    ['an id too long', `https://moxfield.com/decks/${ID}abc`],
    ['an id with a dot', `https://moxfield.com/decks/${ID.slice(0, 21)}.`],
    ['an id with an escaped character', `https://moxfield.com/decks/${ID.slice(0, 19)}%20x`],
    ['a short id with an accent', 'https://moxfield.com/decks/mazó'],
    ['a 22-character id with an accent', `https://moxfield.com/decks/${ID.slice(0, 21)}é`],
  ])('refuses the format of %s', (_, input) => {
    expect(validateMoxfieldDeckUrl(input)).toEqual(
      refused('El identificador del deck no tiene el formato esperado.'),
    );
  });

  // Inputs near the rule's edge, not only random text (which is almost never a valid link, so
  // the accepting branch would seldom run): deck links whose id is 21 to 23 characters of the
  // id alphabet, some followed by a random tail.
  const idChar = fc.constantFrom(
    ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-',
  );
  const nearId = fc.string({ unit: idChar, minLength: 21, maxLength: 23 });
  const nearLink = fc
    .tuple(nearId, fc.oneof(fc.constant(''), fc.string({ maxLength: 4 })))
    .map(([id, tail]) => `https://moxfield.com/decks/${id}${tail}`);

  it('never throws, and accepts only 22-character ids', () => {
    let acceptedCount = 0;
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), nearLink), (input) => {
        const result = validateMoxfieldDeckUrl(input);
        if (!result.ok) return;
        acceptedCount += 1;
        expect(result.deckId).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect(input).toContain(result.deckId);
      }),
      { numRuns: 300 },
    );
    // The accepting branch ran: this test checks the rule, not only that nothing throws.
    expect(acceptedCount).toBeGreaterThan(10);
  });

  it('accepts the deck link of every 22-character id of its alphabet, and only of those', () => {
    fc.assert(
      fc.property(nearId, (id) => {
        const result = validateMoxfieldDeckUrl(`https://moxfield.com/decks/${id}`);
        expect(result.ok).toBe(id.length === 22);
        if (result.ok) expect(result.deckId).toBe(id);
      }),
      { numRuns: 200 },
    );
  });
});

describe('extractMoxfieldDeckId (the lenient reader)', () => {
  it.each([
    [ID, ID],
    [' abc123 ', 'abc123'],
    [`https://moxfield.com/decks/${ID}/primer`, ID],
    ['https://www.moxfield.com/deck/abc?x=1', 'abc'],
    ['https://moxfield.com/DECKS/x', 'x'],
  ])('reads %j as %j', (input, id) => {
    expect(extractMoxfieldDeckId(input)).toBe(id);
  });

  it.each(['', 'abc12', 'a b c d e f', 'https://moxfield.com/users/abcdefg?', '/decks/'])(
    'reads no id in %j',
    (input) => {
      expect(extractMoxfieldDeckId(input)).toBeNull();
    },
  );
});
