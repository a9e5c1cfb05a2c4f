import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import { TEXT_MESSAGES } from '../text-field';
import { MEETING_PLACE_MESSAGES as M } from './messages';
import { meetingPlacesInputSchema } from './schemas';

const retiro = {
  kind: 'public',
  name: 'Estación Retiro, hall central',
  regionId: '02',
  cityId: '02007',
};

const firstIssue = (input: unknown) => {
  const parsed = meetingPlacesInputSchema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0];
};

describe('meetingPlacesInputSchema', () => {
  it('takes a list of up to 5 places, tidying the texts, days left to the server', () => {
    const parsed = meetingPlacesInputSchema.parse([
      { ...retiro, name: '  Estación   Retiro, hall central ', hours: ' sábados 15 a 19 ' },
    ]);
    expect(parsed).toEqual([{ ...retiro, details: '', hours: 'sábados 15 a 19', days: undefined }]);
    expect(meetingPlacesInputSchema.parse([])).toEqual([]);
  });

  it('refuses a sixth place', () => {
    expect(firstIssue(Array.from({ length: 6 }, () => retiro))?.message).toBe(M.tooMany);
  });

  it.each([
    [{ kind: 'home' }, ['0', 'kind'], M.kindInvalid],
    [{ name: '' }, ['0', 'name'], M.nameRequired],
    [{ name: 'ab' }, ['0', 'name'], M.nameTooShort],
    [{ name: 'x'.repeat(81) }, ['0', 'name'], M.nameTooLong],
    [{ name: '¡¡¡ ... !!!' }, ['0', 'name'], M.nameWithoutLetters],
    [{ name: 'Mi casa' }, ['0', 'name'], M.looksLikeHome],
    [{ name: 'Retiro\u202Eoiter' }, ['0', 'name'], TEXT_MESSAGES.hidden],
    [{ details: 'Piso 3, depto B' }, ['0', 'details'], M.looksLikeHome],
    [{ details: 'x'.repeat(121) }, ['0', 'details'], M.detailsTooLong],
    [{ hours: 'x'.repeat(61) }, ['0', 'hours'], M.hoursTooLong],
    [{ regionId: '' }, ['0', 'regionId'], M.regionRequired],
    [{ cityId: 'abc' }, ['0', 'cityId'], ACCOUNT_MESSAGES.cityIdInvalid],
    [{ days: [7] }, ['0', 'days', 0], M.daysInvalid],
    [{ days: [1, 1] }, ['0', 'days'], M.daysInvalid],
  ])('refuses %j in Spanish, naming the field', (change, path, message) => {
    const issue = firstIssue([{ ...retiro, ...change }]);
    expect(issue?.message).toBe(message);
    expect(issue?.path.map(String)).toEqual(path.map(String));
  });
});
