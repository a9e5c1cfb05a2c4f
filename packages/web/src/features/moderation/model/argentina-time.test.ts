import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './argentina-time';

describe('moderation dates in Argentina time', () => {
  it('moves a UTC time three hours back, across midnight too', () => {
    expect(formatDateTime('2026-03-05T14:05:00.000Z')).toBe('05/03/2026 11:05');
    expect(formatDateTime('2026-03-01T02:30:00.000Z')).toBe('28/02/2026 23:30');
    expect(formatDate('2026-03-01T02:30:00.000Z')).toBe('28/02/2026');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatDateTime('2026-03-05T03:00:00.000Z')).toBe('05/03/2026 00:00');
  });

  it('leaves out what is not a date', () => {
    expect(formatDateTime('ayer')).toBe('');
    expect(formatDate('')).toBe('');
  });
});
