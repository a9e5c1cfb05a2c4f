import { fireEvent, render, screen, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { TERMS_SECTION_HEADINGS } from '@mdc/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { TermsModal } from './terms-modal';

describe('TermsModal', () => {
  it('shows the 7 sections of the terms in a labelled dialog', () => {
    render(<TermsModal open onAccept={() => {}} />);

    const dialog = screen.getByRole('dialog', { name: 'Términos y condiciones' });
    const headings = within(dialog).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(TERMS_SECTION_HEADINGS);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("enables 'Aceptar' only once the box is ticked", () => {
    const onAccept = vi.fn();
    render(<TermsModal open onAccept={onAccept} />);

    const accept = screen.getByRole<HTMLButtonElement>('button', { name: 'Aceptar' });
    expect(accept.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: ACCOUNT_MESSAGES.termsCheckboxLabel }));
    expect(accept.disabled).toBe(false);
    fireEvent.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it("keeps 'Aceptar' disabled while busy", () => {
    render(<TermsModal open busy onAccept={() => {}} />);
    fireEvent.click(screen.getByRole('checkbox', { name: ACCOUNT_MESSAGES.termsCheckboxLabel }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Aceptar' }).disabled).toBe(true);
  });

  it('cannot be closed with Escape', () => {
    render(<TermsModal open onAccept={() => {}} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Términos y condiciones' })).not.toBeNull();
  });
});
