/**
 * An agreed meeting as an iCalendar event (RFC 5545), attached to the mails that confirm it so
 * a phone's calendar offers to add it. METHOD:PUBLISH: the event is information, not an
 * invitation a client must answer (REQUEST would need an organizer and attendees, that is, the
 * members' addresses inside the file). Times are Argentina's (no daylight saving since 2009, so
 * the time zone is one fixed offset); a meeting without an hour is an all-day event. The UID is
 * the reservation's, and SEQUENCE grows with each change, so a new proposal replaces the old
 * event instead of adding one.
 */

export const ARGENTINA_TIME_ZONE = 'America/Argentina/Buenos_Aires';

export interface CalendarMeeting {
  /** Stable across changes of the same meeting (e.g. the reservation's id). */
  uid: string;
  /** How many times it changed: 0 first. */
  sequence: number;
  /** YYYY-MM-DD, Argentina's calendar day. */
  date: string;
  /** HH:MM in Argentina, or null: all day. */
  start: string | null;
  /** HH:MM, after start; null: an hour after start. */
  end: string | null;
  summary: string;
  location: string;
  description: string;
  /** When the file is written. */
  stamp: Date;
}

/** Backslash, semicolon, comma and line ends escaped as TEXT values need. */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets folded (CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const compactTime = (time: string) => `${time.replace(':', '')}00`;
const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/** The day after `date` (YYYY-MM-DD), for an all-day event's exclusive end. */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** An hour after HH:MM, or the day's last minute when that is the next day. */
function anHourAfter(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  if (hours >= 23) return '23:59';
  return `${String(hours + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

function when(meeting: CalendarMeeting): string[] {
  if (meeting.start === null) {
    return [
      `DTSTART;VALUE=DATE:${compactDate(meeting.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(meeting.date))}`,
    ];
  }
  const at = (time: string) =>
    `;TZID=${ARGENTINA_TIME_ZONE}:${compactDate(meeting.date)}T${compactTime(time)}`;
  return [`DTSTART${at(meeting.start)}`, `DTEND${at(meeting.end ?? anHourAfter(meeting.start))}`];
}

export function calendarInvite(meeting: CalendarMeeting): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mercado de Cartas//Encuentros//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${ARGENTINA_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0300',
    'TZOFFSETTO:-0300',
    'TZNAME:-03',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${meeting.uid}`,
    `SEQUENCE:${meeting.sequence}`,
    `DTSTAMP:${utcStamp(meeting.stamp)}`,
    ...when(meeting),
    `SUMMARY:${escapeText(meeting.summary)}`,
    `LOCATION:${escapeText(meeting.location)}`,
    `DESCRIPTION:${escapeText(meeting.description)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
