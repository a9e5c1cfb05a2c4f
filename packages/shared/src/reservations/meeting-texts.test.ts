import { describe, expect, it } from 'vitest';
import {
  argentinaDay,
  meetingDayOptions,
  meetingDayProblem,
  meetingDayText,
  meetingLine,
} from './meeting-texts';
import { meetingDaySchema, meetingTimeSchema } from './meeting-schemas';

describe('a meeting’s days', () => {
  it('counts Argentina’s calendar day (UTC−3)', () => {
    expect(argentinaDay(new Date('2026-11-29T02:59:00Z'))).toBe('2026-11-28');
    expect(argentinaDay(new Date('2026-11-29T03:00:00Z'))).toBe('2026-11-29');
  });

  it('offers today and the next 30 days on the place’s weekdays, every day when it lists none', () => {
    // Sunday 29 November 2026.
    expect(meetingDayOptions([6], '2026-11-29')).toEqual([
      '2026-12-05',
      '2026-12-12',
      '2026-12-19',
      '2026-12-26',
    ]);
    const any = meetingDayOptions([], '2026-11-29');
    expect(any).toHaveLength(31);
    expect([any[0], any.at(-1)]).toEqual(['2026-11-29', '2026-12-29']);
  });

  it('says why a day cannot be the meeting’s', () => {
    expect(meetingDayProblem('2026-12-05', [6], '2026-11-29')).toBeNull();
    expect(meetingDayProblem('2026-12-04', [6], '2026-11-29')).toBe('weekday');
    expect(meetingDayProblem('2026-11-28', [], '2026-11-29')).toBe('range');
    expect(meetingDayProblem('2026-12-30', [], '2026-11-29')).toBe('range');
  });

  it('writes the day and the line in Spanish', () => {
    expect(meetingDayText('2026-12-05')).toBe('sábado 5 de diciembre');
    expect(
      meetingLine({
        day: '2026-12-05',
        time: '15:00',
        name: 'Estación Retiro, hall central',
        cityName: 'Retiro',
        regionName: 'CABA',
      }),
    ).toBe('sábado 5 de diciembre, 15:00, Estación Retiro, hall central (Retiro, CABA)');
    expect(
      meetingLine({
        day: '2027-01-01',
        time: null,
        name: 'Magic Lair',
        cityName: null,
        regionName: null,
      }),
    ).toBe('viernes 1 de enero, Magic Lair');
  });

  it('takes only real days and hours', () => {
    expect(meetingDaySchema.safeParse('2026-02-28').success).toBe(true);
    for (const day of ['2026-02-30', '2026-13-01', '0000-00-00', '5/12/2026']) {
      expect(meetingDaySchema.safeParse(day).success, day).toBe(false);
    }
    expect(meetingTimeSchema.safeParse('23:59').success).toBe(true);
    expect(meetingTimeSchema.safeParse('24:00').success).toBe(false);
  });
});
