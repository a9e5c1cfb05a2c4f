import { describe, expect, it } from 'vitest';
import { phoneLinks } from './phone-links';

describe('phoneLinks', () => {
  it.each([
    ['+54 9 351 555-1234', '5493515551234'],
    ['+549 351 5551234', '5493515551234'],
    ['0351 15 555-1234', '5493515551234'],
    ['0351 15-555-1234', '5493515551234'],
    ['351 15 5551234', '5493515551234'],
    ['11 15 4444-1111', '5491144441111'],
    ['(011) 15-4444-1111', '5491144441111'],
    ['+54 11 15 4444-1111', '5491144441111'],
    ['+54 9 11 15 4444-1111', '5491144441111'],
    ['0054 9 11 4444 1111', '5491144441111'],
    ['9 221 555 0202', '5492215550202'],
    ['02293 15 45-6789', '5492293456789'],
    ['2293 15 456789', '5492293456789'],
    ['0358 15 4-123456', '5493584123456'],
  ])('%s is a mobile: wa.me/%s', (phone, digits) => {
    expect(phoneLinks(phone)).toEqual({
      tel: `tel:+${digits}`,
      whatsApp: `https://wa.me/${digits}`,
    });
  });

  it.each([
    ['0351 422-1234', 'tel:+543514221234'],
    ['+54 11 4444-1111', 'tel:+541144441111'],
    ['221 555 0202', 'tel:+542215550202'],
    ['(0223) 491-2345', 'tel:+542234912345'],
  ])('%s may be a landline: %s, no WhatsApp', (phone, tel) => {
    expect(phoneLinks(phone)).toEqual({ tel, whatsApp: null });
  });

  it('calls other numbers as written, and nothing too short to call', () => {
    expect(phoneLinks('+1 (415) 555-0100')).toEqual({ tel: 'tel:+14155550100', whatsApp: null });
    expect(phoneLinks('15 5555-1234')).toEqual({ tel: 'tel:1555551234', whatsApp: null });
    expect(phoneLinks('0351 15 555')).toEqual({ tel: 'tel:035115555', whatsApp: null });
    expect(phoneLinks('4444')).toBeNull();
    expect(phoneLinks('')).toBeNull();
    expect(phoneLinks(null)).toBeNull();
  });
});
