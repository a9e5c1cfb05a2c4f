import { PRICE_HISTORY_TEXTS } from '@mdc/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTrend } from './price-trend';

const points = [
  { day: '2025-12-03', usd: '10.00' },
  { day: '2026-01-02', usd: '12.00' },
  { day: '2026-02-01', usd: '11.20' },
];

describe('PriceTrend', () => {
  it('draws the 90 days as steps up to today and names the trend in Spanish', () => {
    render(<PriceTrend history={{ points, change30d: 12 }} today="2026-03-02" />);
    const line = screen.getByRole('img', {
      name: 'Precio de los últimos 90 días: de USD 10.00 a USD 11.20',
    });
    // 89 days across 96 px; 10.00 is the bottom (y 22), 12.00 the top (y 2).
    expect(line.querySelector('polyline')).toHaveAttribute(
      'points',
      '0.0,22.0 32.4,22.0 32.4,2.0 64.7,2.0 64.7,10.0 96.0,10.0',
    );
    expect(screen.getByText('+12% en 30 días')).toBeInTheDocument();
  });

  it('says a fall with a minus sign, no change text when null, and nothing without points', () => {
    const { rerender, container } = render(
      <PriceTrend history={{ points, change30d: -4.6 }} today="2026-03-02" />,
    );
    expect(screen.getByText('−5% en 30 días')).toBeInTheDocument();
    rerender(<PriceTrend history={{ points, change30d: null }} today="2026-03-02" />);
    expect(screen.getByRole('img')).toBeInTheDocument();
    expect(screen.queryByText(/en 30 días/)).not.toBeInTheDocument();
    rerender(<PriceTrend history={{ points: [], change30d: null }} today="2026-03-02" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('writes the change texts once in shared', () => {
    expect([0.4, 12, -5].map(PRICE_HISTORY_TEXTS.change)).toEqual([
      '0% en 30 días',
      '+12% en 30 días',
      '−5% en 30 días',
    ]);
  });
});
