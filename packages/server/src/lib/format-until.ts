/**
 * How the moment a limit lifts reads in its message: '26/11 a las 18:30', in Argentina's time
 * (the reservations' cancel wait, the reports' daily cap).
 */
const untilFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Buenos_Aires',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export const formatUntil = (date: Date) => {
  const parts = Object.fromEntries(untilFormat.formatToParts(date).map((p) => [p.type, p.value]));
  const two = (part: string | undefined) => (part ?? '').padStart(2, '0');
  return `${two(parts.day)}/${two(parts.month)} a las ${two(parts.hour)}:${two(parts.minute)}`;
};
