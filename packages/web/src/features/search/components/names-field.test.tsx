import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiCall } from '../../../testing/mock-api';
import { renderSearchPage } from '../testing/render-search';
import { scaled } from '../../../testing/time-factor';

/** The catalog's names for what was typed ('sol r' → 'Sol Ring', …), after `delay` ms. */
const catalog =
  (delay = 0) =>
  async (call: ApiCall) => {
    const typed = call.url.searchParams.get('name')?.toLowerCase() ?? '';
    const names = ['Sol Ring', 'Solemn Simulacrum', 'Lightning Bolt'];
    await new Promise((resolve) => setTimeout(resolve, delay));
    return {
      body: names
        .filter((name) => name.toLowerCase().startsWith(typed.slice(0, 3)))
        .map((name, index) => ({ id: `id-${index}`, name })),
    };
  };
const lookup = (delay?: number) => ({ 'GET /api/library/reference/public': catalog(delay) });

// 200 ms of debounce, then the answer: more than the default second on a busy machine.
const LOOKUP_WAIT = { timeout: scaled(5000) };
const autocomplete = () => screen.findByRole<HTMLInputElement>('combobox', { name: T.namesLabel });
const chips = () =>
  [...document.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent);

describe('the names field', { timeout: scaled(30_000) }, () => {
  beforeEach(() => localStorage.clear());

  it('keeps the focus, the text and the caret when the autocomplete takes over (issue 19)', async () => {
    await renderSearchPage(lookup());
    const plain = screen.getByRole<HTMLInputElement>('textbox', { name: T.namesLabel });
    plain.focus();
    // Typed while the autocomplete loads: the plain field keeps the focus meanwhile.
    fireEvent.change(plain, { target: { value: 'sol ring' } });
    plain.setSelectionRange(3, 3);
    expect(plain).toHaveFocus();
    const field = await autocomplete();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('sol ring');
    expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);
  });

  it('adds the highlighted suggestion on Enter, not the text typed', async () => {
    await renderSearchPage(lookup());
    screen.getByRole('textbox', { name: T.namesLabel }).focus();
    const field = await autocomplete();
    fireEvent.change(field, { target: { value: 'sol r' } });
    const option = await screen.findByRole('option', { name: 'Sol Ring' }, LOOKUP_WAIT);
    expect(option).toHaveClass('Mui-focused');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(chips()).toEqual(['Sol Ring']);
    expect(field).toHaveValue('');
  });

  it('waits for the suggestions when Enter comes first, then adds the first one', async () => {
    await renderSearchPage(lookup(300));
    screen.getByRole('textbox', { name: T.namesLabel }).focus();
    const field = await autocomplete();
    fireEvent.change(field, { target: { value: 'sol r' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(chips()).toEqual([]);
    await waitFor(() => expect(chips()).toEqual(['Sol Ring']), LOOKUP_WAIT);
    expect(field).toHaveValue('');
  });

  it('takes an Enter pressed before the autocomplete came as choosing the first suggestion', async () => {
    const { calls } = await renderSearchPage(lookup());
    const plain = screen.getByRole<HTMLInputElement>('textbox', { name: T.namesLabel });
    plain.focus();
    fireEvent.change(plain, { target: { value: 'sol r' } });
    fireEvent.keyDown(plain, { key: 'Enter' });
    await waitFor(() => expect(chips()).toEqual(['Sol Ring']), LOOKUP_WAIT);
    // It chose a name; it did not search.
    expect(calls.filter((call) => call.path.startsWith('/api/search'))).toEqual([]);
  });

  it('adds the text as typed when the catalog has no such name', async () => {
    await renderSearchPage(lookup());
    screen.getByRole('textbox', { name: T.namesLabel }).focus();
    const field = await autocomplete();
    fireEvent.change(field, { target: { value: 'Carta Inventada' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(chips()).toEqual(['Carta Inventada']), LOOKUP_WAIT);
  });

  it('keeps what is being typed when a pasted list becomes names', async () => {
    await renderSearchPage(lookup());
    screen.getByRole('textbox', { name: T.namesLabel }).focus();
    const field = await autocomplete();
    fireEvent.change(field, { target: { value: 'sol' } });
    fireEvent.paste(field, { clipboardData: { getData: () => '2 Opt\nPonder' } });
    await waitFor(() => expect(chips()).toEqual(['2 Opt', 'Ponder']));
    expect(field).toHaveValue('sol');
  });
});
