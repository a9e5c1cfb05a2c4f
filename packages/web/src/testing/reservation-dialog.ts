import { REDIRECT_AFTER_LOGIN_KEY, RESERVATION_DIALOG_TEXTS as R } from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Ticks the cards named `names`, presses 'Reservar' under them and finds the dialog it opens. */
export function reserveSelected(...names: string[]) {
  for (const name of names) fireEvent.click(screen.getByRole('checkbox', { name: R.select(name) }));
  fireEvent.click(screen.getByRole('button', { name: R.reserve }));
  return screen.findByRole('dialog');
}

/**
 * The reservation `dialog` of a guest: it says `reason`, links to /register, and 'Iniciar
 * sesión' leads to /login having remembered `comeBackTo` for after the login.
 */
export async function expectSentToLogin(
  dialog: HTMLElement,
  { reason, pathname, comeBackTo }: { reason: string; pathname: () => string; comeBackTo: string },
) {
  expect(within(dialog).getByText(reason)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: R.register })).toHaveAttribute(
    'href',
    '/register',
  );
  fireEvent.click(within(dialog).getByRole('link', { name: R.login }));
  await waitFor(() => expect(pathname()).toBe('/login'));
  expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe(comeBackTo);
}
