/**
 * Dates of the moderation screen in Argentina's time, wherever the moderator's browser is: the
 * reports, reservations and history are talked about with people in Argentina (and the tests
 * read the same text on any machine). The shape is the reservations' (dd/MM/yyyy HH:mm).
 */
const parts = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Buenos_Aires',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function pieces(iso: string): Record<string, string> | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
}

/** '05/03/2026 11:05'; '' for what is not a date. */
export function formatDateTime(iso: string): string {
  const p = pieces(iso);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** '05/03/2026'; '' for what is not a date. */
export function formatDate(iso: string): string {
  const p = pieces(iso);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}
