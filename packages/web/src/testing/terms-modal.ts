import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { fireEvent, screen, within } from '@testing-library/react';

/** Waits for the terms dialog (TermsModal), ticks its box and presses 'Aceptar'. */
export async function acceptTerms() {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByLabelText(ACCOUNT_MESSAGES.termsCheckboxLabel));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
}
