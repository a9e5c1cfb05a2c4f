import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarInvite, type CalendarMeeting } from './calendar-invite';

const MEETING: CalendarMeeting = {
  uid: 'reservation-6f1c@mercadodecartas.com.ar',
  sequence: 2,
  date: '2026-12-05',
  start: '15:30',
  end: '17:00',
  summary: 'Encuentro con ana_cartas: 3 cartas',
  location: 'Estación Retiro, hall central; Retiro, CABA',
  description: 'Llevá el código de la reserva.\n4 Lightning Bolt, 1 Opt',
  stamp: new Date('2026-11-29T03:15:00Z'),
};

/** The event as a real iCalendar parser (Mozilla's ical.js) reads it. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  calendar.getAllSubcomponents('vtimezone').forEach((zone) => ICAL.TimezoneService.register(zone));
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}

describe('calendarInvite', () => {
  it('writes an event a calendar reads back: Argentina’s time, place, texts with commas and lines', () => {
    const event = parsed(calendarInvite(MEETING));
    expect(event.uid).toBe(MEETING.uid);
    expect(event.sequence).toBe(2);
    expect(event.summary).toBe(MEETING.summary);
    expect(event.location).toBe(MEETING.location);
    expect(event.description).toBe(MEETING.description);
    // 15:30 in Argentina (UTC−3) is 18:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T18:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-05T20:00:00.000Z');
    expect(event.startDate.zone.tzid).toBe('America/Argentina/Buenos_Aires');
  });

  it('makes a meeting without an hour an all-day event, and one without an end an hour long', () => {
    const allDay = parsed(calendarInvite({ ...MEETING, start: null, end: null }));
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe('2026-12-05');
    expect(allDay.endDate.toString()).toBe('2026-12-06');
    const open = parsed(calendarInvite({ ...MEETING, date: '2026-12-31', end: null }));
    expect(open.endDate.toJSDate().toISOString()).toBe('2026-12-31T19:30:00.000Z');
    const late = parsed(
      calendarInvite({ ...MEETING, date: '2026-12-31', start: '23:15', end: null }),
    );
    expect(late.endDate.toString()).toBe('2026-12-31T23:59:00');
  });

  it('folds long lines at 75 octets without splitting a character, with CRLF line ends', () => {
    const long = 'Plaza Independencia, frente a la Catedral de Tucumán, ñandú '.repeat(4);
    const text = calendarInvite({ ...MEETING, location: long });
    const lines = text.split('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(parsed(text).location).toBe(long);
  });
});
