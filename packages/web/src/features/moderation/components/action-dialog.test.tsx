import {
  MODERATION_ACTIONS as A,
  MODERATION_MESSAGES as M,
  MODERATION_TEXTS as T,
  REPORT_REASONS,
  type ModerationAction,
  type ModerationReport,
} from '@mdc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { pendingReply } from '../../../testing/mock-api';
import { LIBRARY_REPORT } from '../testing/report-data';
import { cardOf, describeModeration, openModeration } from '../testing/render-moderation';

const HIDDEN_AND_SUSPENDED: ModerationReport = {
  ...LIBRARY_REPORT,
  library: { ...LIBRARY_REPORT.library!, hidden: true },
  reported: { ...LIBRARY_REPORT.reported, suspended: true },
};

async function openDialog(action: ModerationAction) {
  const card = await screen.findByRole('article', { name: REPORT_REASONS.misleading });
  fireEvent.click(within(card).getByRole('button', { name: A[action] }));
  return screen.findByRole('dialog', { name: A[action] });
}

const typeReason = (dialog: HTMLElement, reason: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(T.reasonLabel) }), {
    target: { value: reason },
  });

describeModeration('the actions on a report', () => {
  it.each([
    ['hideLibrary', LIBRARY_REPORT, T.questions.hideLibrary('Modern de Dudo')],
    ['suspend', LIBRARY_REPORT, T.questions.suspend('cartas_dudosas')],
    ['dismiss', LIBRARY_REPORT, T.questions.dismiss()],
    ['showLibrary', HIDDEN_AND_SUSPENDED, T.questions.showLibrary('Modern de Dudo')],
    ['reinstate', HIDDEN_AND_SUSPENDED, T.questions.reinstate('cartas_dudosas')],
  ] as const)(
    '%s: asks, sends the reason and shows the answer',
    async (action, report, question) => {
      const { posts } = openModeration([report], {
        act: () => ({
          body: { message: M.done[action], report },
        }),
      });
      const dialog = await openDialog(action);
      expect(dialog).toHaveTextContent(question);
      expect(within(dialog).getByText(T.reasonHelp)).toBeVisible();
      typeReason(dialog, '  Fotos falsas, confirmado con dos compradores.  ');
      fireEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
      expect(await screen.findByText(M.done[action])).toBeVisible();
      expect(posts().map((call) => [call.path, call.body])).toEqual([
        [
          `/api/moderation/reports/${report.id}/actions`,
          { action, reason: 'Fotos falsas, confirmado con dos compradores.' },
        ],
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it('takes an acted-on report out of the open ones', async () => {
    openModeration([LIBRARY_REPORT], {
      act: (_call, report) => ({
        body: { message: M.done.dismiss, report: { ...report, status: 'dismissed' } },
      }),
    });
    const dialog = await openDialog('dismiss');
    typeReason(dialog, 'No hay pruebas.');
    fireEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(T.empty)).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('requires a reason: nothing is sent without one', async () => {
    const { posts } = openModeration([LIBRARY_REPORT]);
    const dialog = await openDialog('suspend');
    fireEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await within(dialog).findByText(M.reasonRequired)).toBeVisible();
    typeReason(dialog, '   ');
    fireEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(within(dialog).getByText(M.reasonRequired)).toBeVisible();
    expect(within(dialog).queryByText(T.reasonHelp)).toBeNull();
    expect(posts()).toEqual([]);
    expect(
      within(dialog).getByRole('textbox', { name: new RegExp(T.reasonLabel) }),
    ).toHaveAttribute('maxlength', '500');
  });

  it("keeps the dialog open with the server's refusal, and reloads the list", async () => {
    const { listed } = openModeration([LIBRARY_REPORT], {
      act: () => ({
        status: 409,
        body: { code: 'MOD-409', message: M.noLibrary },
      }),
    });
    const dialog = await openDialog('hideLibrary');
    typeReason(dialog, 'Fotos falsas.');
    fireEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.noLibrary);
    expect(screen.getByRole('dialog', { name: A.hideLibrary })).toBeVisible();
    await waitFor(() => expect(listed()).toEqual(['open', 'open']));
  });

  it('puts a refusal of the reason under the field', async () => {
    openModeration([LIBRARY_REPORT], {
      act: () => ({
        status: 400,
        body: { code: 'VAL-400', message: M.reasonTooLong, field: 'reason' },
      }),
    });
    const dialog = await openDialog('suspend');
    typeReason(dialog, 'Motivo.');
    fireEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    expect(await within(dialog).findByText(M.reasonTooLong)).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('cannot be closed or sent twice while the answer is on its way', async () => {
    const { posts } = openModeration([LIBRARY_REPORT], { act: pendingReply });
    const dialog = await openDialog('dismiss');
    typeReason(dialog, 'No hay pruebas.');
    fireEvent.click(within(dialog).getByRole('button', { name: T.confirm }));
    const sending = await within(dialog).findByRole('button', { name: T.sending });
    expect(sending).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: T.cancel })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: A.dismiss })).toBeVisible();
    expect(posts()).toHaveLength(1);
  });

  it('Cancelar closes the dialog without sending', async () => {
    const { posts } = openModeration([LIBRARY_REPORT]);
    const dialog = await openDialog('hideLibrary');
    typeReason(dialog, 'Motivo.');
    fireEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);
    expect(cardOf(REPORT_REASONS.misleading)).toBeVisible();
  });
});
