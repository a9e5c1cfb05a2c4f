import { REFERENCE_PRICE_TEXTS as P } from '@mdc/shared';
import { act, fireEvent, type within } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * Presses 'Ver precio' in `tile` and lets the 500 ms pass, checking that the button says
 * 'Consultando…' and that nothing is asked before the delay.
 */
export function lookUpReferencePrice(tile: ReturnType<typeof within>, priceCalls: () => unknown[]) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(tile.getByRole('button', { name: P.viewPrice }));
  expect(tile.getByRole('button', { name: P.lookingUp })).toBeDisabled();
  act(() => vi.advanceTimersByTime(499));
  expect(priceCalls()).toHaveLength(0);
  act(() => vi.advanceTimersByTime(1));
  expect(priceCalls()).toHaveLength(1);
  vi.useRealTimers();
}
