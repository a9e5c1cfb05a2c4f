import { PRICE_HISTORY_TEXTS as T, type PricePoint } from '@mdc/shared';

const WIDTH = 96;
const HEIGHT = 24;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * A step line of the USD price from the first point to `today` (a value holds until the next
 * change), drawn in plain SVG: no chart library for 96 × 24 pixels. Screen readers read the trend
 * ('Precio de los últimos 90 días: de USD 10.00 a USD 11.20').
 */
export function PriceSparkline({ points, today }: { points: PricePoint[]; today: string }) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const start = dayNumber(first.day);
  const span = Math.max(dayNumber(today) - start, 1);
  const values = points.map((point) => Number(point.usd));
  const low = Math.min(...values);
  const range = Math.max(...values) - low || 1;
  const x = (day: string) => ((Math.min(dayNumber(day), start + span) - start) / span) * WIDTH;
  const y = (value: number) => HEIGHT - 2 - ((value - low) / range) * (HEIGHT - 4);
  const steps = points.flatMap((point, i) => {
    const level = y(values[i]!);
    const next = points[i + 1]?.day ?? today;
    return [
      `${x(point.day).toFixed(1)},${level.toFixed(1)}`,
      `${x(next).toFixed(1)},${level.toFixed(1)}`,
    ];
  });
  return (
    <svg
      role="img"
      aria-label={T.trend(first.usd, last.usd)}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
    >
      <polyline points={steps.join(' ')} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}
