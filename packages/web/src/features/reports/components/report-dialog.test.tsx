import { REPORT_MESSAGES, REPORT_REASONS, REPORT_TEXTS as T } from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { ReportDialog } from './report-dialog';
import { LIBRARY_ID } from '../../../testing/library-data';

const received = { status: 201, body: { message: REPORT_MESSAGES.received } };

function openDialog(libraryId?: string) {
  const onClose = vi.fn();
  renderPage(<ReportDialog user="ana_cartas" libraryId={libraryId} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Denunciar a ana_cartas' });
  return { onClose, dialog: within(dialog) };
}

const details = () => screen.getByRole('textbox', { name: T.detailsLabel });

describe('ReportDialog', () => {
  it('sends the user, the reason and the details, then says the report was received', async () => {
    const { calls } = mockApi({ 'POST /api/report': received });
    const { onClose, dialog } = openDialog();
    expect(dialog.getByText(T.intro)).toBeInTheDocument();
    expect(dialog.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'noShow',
      'misleading',
      'fraud',
      'abuse',
      'other',
    ]);
    fireEvent.click(dialog.getByRole('radio', { name: REPORT_REASONS.noShow }));
    fireEvent.change(details(), { target: { value: 'No vino al encuentro.' } });
    fireEvent.click(dialog.getByRole('button', { name: T.send }));
    expect(await screen.findByText(REPORT_MESSAGES.received)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    const sent = calls.filter((call) => call.path === '/api/report');
    expect(sent.map((call) => [call.method, call.body])).toEqual([
      ['POST', { user: 'ana_cartas', reason: 'noShow', details: 'No vino al encuentro.' }],
    ]);
  });

  it('reports a meeting point by its id, naming whose list showed it', async () => {
    const { calls } = mockApi({ 'POST /api/report': received });
    const onClose = vi.fn();
    const place = { placeId: '0c7a0000-0000-4000-8000-000000000001', name: 'Plaza Moreno' };
    renderPage(<ReportDialog user="ana_cartas" place={place} onClose={onClose} />);
    const dialog = within(screen.getByRole('dialog', { name: T.placeTitle('Plaza Moreno') }));
    expect(dialog.getByText(T.placeIntro)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('radio', { name: REPORT_REASONS.other }));
    fireEvent.click(dialog.getByRole('button', { name: T.send }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === '/api/report')?.body).toEqual({
      placeId: place.placeId,
      user: 'ana_cartas',
      reason: 'other',
      details: '',
    });
  });

  it("reports a library by its id, not by its owner's name", async () => {
    const { calls } = mockApi({ 'POST /api/report': received });
    const { onClose, dialog } = openDialog(LIBRARY_ID);
    fireEvent.click(dialog.getByRole('radio', { name: REPORT_REASONS.misleading }));
    fireEvent.click(dialog.getByRole('button', { name: T.send }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === '/api/report')?.body).toEqual({
      libraryId: LIBRARY_ID,
      reason: 'misleading',
      details: '',
    });
  });

  it('asks for a reason before sending anything', () => {
    const { calls } = mockApi();
    const { onClose, dialog } = openDialog();
    fireEvent.click(dialog.getByRole('button', { name: T.send }));
    expect(dialog.getByText(REPORT_MESSAGES.reasonInvalid)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('radio', { name: REPORT_REASONS.other }));
    expect(dialog.queryByText(REPORT_MESSAGES.reasonInvalid)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/report')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('counts the characters of the details up to 500', () => {
    mockApi();
    openDialog();
    expect(screen.getByText('0/500 caracteres')).toBeInTheDocument();
    fireEvent.change(details(), { target: { value: 'Hola' } });
    expect(screen.getByText('4/500 caracteres')).toBeInTheDocument();
    expect(details()).toHaveAttribute('maxLength', '500');
  });

  it("keeps the dialog open with the server's words when it refuses", async () => {
    mockApi({
      'POST /api/report': {
        status: 400,
        body: { code: 'REP-400', message: REPORT_MESSAGES.ownAccount },
      },
    });
    const { onClose, dialog } = openDialog();
    fireEvent.click(dialog.getByRole('radio', { name: REPORT_REASONS.fraud }));
    fireEvent.click(dialog.getByRole('button', { name: T.send }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.ownAccount);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByRole('button', { name: T.send })).toBeEnabled();
  });

  it('past the daily cap, shows when it lifts and offers no second send', async () => {
    const capped = REPORT_MESSAGES.dailyLimit(20, '29/11 a las 14:30');
    const { calls } = mockApi({
      'POST /api/report': { status: 429, body: { code: 'REP-429', message: capped } },
    });
    const { onClose, dialog } = openDialog();
    fireEvent.click(dialog.getByRole('radio', { name: REPORT_REASONS.abuse }));
    fireEvent.click(dialog.getByRole('button', { name: T.send }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Llegaste al límite de 20 denuncias por día: podés volver a denunciar desde el 29/11 a las 14:30.',
    );
    expect(dialog.getByRole('button', { name: T.send })).toBeDisabled();
    expect(dialog.getByRole('button', { name: T.cancel })).toBeEnabled();
    expect(calls.filter((call) => call.path === '/api/report')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancelar without sending', () => {
    const { calls } = mockApi();
    const { onClose, dialog } = openDialog();
    fireEvent.click(dialog.getByRole('button', { name: T.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.path === '/api/report')).toHaveLength(0);
  });
});
