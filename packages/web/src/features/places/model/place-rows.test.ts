import { MEETING_PLACE_MESSAGES as M, type MemberPlace } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { changeRow, checkRows, errorAt, fieldPath, newRow, rowFromPlace } from './place-rows';

const saved: MemberPlace = {
  placeId: '0b6a9b7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  kind: 'store',
  name: 'Dragón Dorado',
  regionId: '14',
  cityId: '14014',
  details: '',
  hours: 'sábados 15 a 19',
  days: [6],
};

describe('place rows', () => {
  it('lets the hours move the days until the member picks them', () => {
    const row = newRow({ regionId: '14', cityId: '14014' });
    expect(row).toMatchObject({ regionId: '14', cityId: '14014', kind: 'public', days: [] });
    const typed = changeRow(row, { hours: 'lunes a miércoles' });
    expect(typed.days).toEqual([1, 2, 3]);
    const picked = changeRow(typed, { days: [5] });
    expect(changeRow(picked, { hours: 'domingos' }).days).toEqual([5]);
  });

  it('reads saved days as picked only when the hours would not give them', () => {
    expect(rowFromPlace(saved).daysPicked).toBe(false);
    expect(rowFromPlace({ ...saved, days: [0, 6] }).daysPicked).toBe(true);
  });

  it('checks the rows with the API’s rules, each message beside its field', () => {
    const errors = checkRows([rowFromPlace(saved), rowFromPlace({ ...saved, name: 'Mi casa' })]);
    expect(errors).toEqual({ rows: [{}, { name: M.looksLikeHome }] });
    expect(checkRows([rowFromPlace(saved)])).toBeNull();
  });

  it("places the server's refusal by its field", () => {
    expect(fieldPath('1.name')).toEqual([1, 'name']);
    expect(errorAt(fieldPath('1.name'), M.removed, 2)).toEqual({ rows: [{}, { name: M.removed }] });
    expect(errorAt(fieldPath(undefined), M.tooMany, 1)).toEqual({ rows: [{}], list: M.tooMany });
  });
});
