import {
  MODERATION_ACTIONS as A,
  MODERATION_MESSAGES as M,
  MODERATION_TEXTS as T,
  REPORT_REASONS,
  REPORT_STATUSES,
} from '@mdc/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { LIBRARY_REPORT, PLACE_REPORT, USER_REPORT } from '../testing/report-data';
import {
  cardOf,
  describeModeration,
  openModeration,
  renderModeration,
} from '../testing/render-moderation';

const sectionOf = (card: HTMLElement, title: string) =>
  within(card).getByRole('group', { name: title });
/** The whole line under the card's heading: when and by whom. */
const filedLine = (card: HTMLElement) => within(card).getByText(/Denunciada por/).parentElement;

describeModeration('the moderation page', () => {
  it('lists the open reports, newest first, with every detail a moderator decides on', async () => {
    const { listed, router } = openModeration([USER_REPORT, LIBRARY_REPORT]);
    expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await screen.findAllByRole('article');
    expect(listed()).toEqual(['open']);
    expect(screen.getByRole('tab', { name: REPORT_STATUSES.open })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      REPORT_REASONS.noShow,
      REPORT_REASONS.misleading,
    ]);

    const card = cardOf(REPORT_REASONS.misleading);
    expect(filedLine(card)?.textContent).toBe('05/03/2026 11:05 · Denunciada por ana_c');
    expect(within(card).getByText('Las cartas de la foto no son las que manda.')).toBeVisible();
    const reported = sectionOf(card, T.reported);
    expect(reported.textContent).toBe(
      `${T.reported}cartas_dudosas` +
        '3 entregas confirmadas · 1 compra recibida · 2 reservas canceladas tras la respuesta · 0 reservas vencidas sin responder' +
        'Miembro desde 03/2025',
    );
    expect(within(reported).queryByText(T.suspendedChip)).toBeNull();
    const library = within(sectionOf(card, T.library)).getByRole('link', {
      name: 'Modern de Dudo',
    });
    expect(library).toHaveAttribute(
      'href',
      '/public/library?libraryId=6f1e2d3c-4b5a-4987-a6b5-c4d3e2f1a0b9',
    );
    expect(
      within(sectionOf(card, T.recentReservations))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '#4a1b2c3d · como vendedor · con ana_c · Cancelada · 28/02/2026 · 2 cartas',
      '#1e7f0a9b · como comprador · con cuenta eliminada · Entregada · 10/01/2026 · 1 carta',
    ]);
    expect(sectionOf(card, T.history).textContent).toBe(
      `${T.history}Volver a mostrar la biblioteca · por mod_irene · 06/03/2026 09:00La había ocultado por error.`,
    );
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ocultar biblioteca', 'Suspender cuenta', 'Descartar']);
    expect(router.state.location.search).toBe('');
  });

  it('a suspended account without library: its chip, no library, nothing done yet', async () => {
    openModeration([USER_REPORT]);
    const card = await screen.findByRole('article', { name: REPORT_REASONS.noShow });
    expect(filedLine(card)?.textContent).toBe('07/03/2026 17:00 · Denunciada por cuenta eliminada');
    expect(within(sectionOf(card, T.reported)).getByText(T.suspendedChip)).toBeVisible();
    expect(within(card).queryByRole('group', { name: T.library })).toBeNull();
    expect(sectionOf(card, T.recentReservations).textContent).toBe(
      `${T.recentReservations}${T.noReservations}`,
    );
    expect(sectionOf(card, T.history).textContent).toBe(`${T.history}${T.noHistory}`);
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Levantar la suspensión', 'Descartar']);
  });

  it('shows the hidden library with its chip and the way to show it again', async () => {
    const { router } = openModeration(
      [
        {
          ...LIBRARY_REPORT,
          status: 'actioned',
          library: { ...LIBRARY_REPORT.library!, hidden: true },
        },
      ],
      { url: '/moderacion?status=actioned' },
    );
    const card = await screen.findByRole('article', { name: REPORT_REASONS.misleading });
    expect(within(sectionOf(card, T.library)).getByText(T.libraryHiddenChip)).toBeVisible();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Volver a mostrar la biblioteca', 'Suspender cuenta']);
    fireEvent.click(screen.getByRole('tab', { name: REPORT_STATUSES.dismissed }));
    expect(await screen.findByText(T.empty)).toBeVisible();
    expect(router.state.location.search).toBe('?status=dismissed');
  });

  it('a meeting point: its name and kind, and the way to remove it from every list', async () => {
    openModeration([PLACE_REPORT]);
    const card = await screen.findByRole('article', { name: REPORT_REASONS.other });
    expect(sectionOf(card, T.place).textContent).toBe(`${T.place}Esquina de PedroLugar público`);
    expect(within(card).queryByRole('group', { name: T.library })).toBeNull();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([A.removePlace, A.suspend, A.dismiss]);
    fireEvent.click(within(card).getByRole('button', { name: A.removePlace }));
    const dialog = await screen.findByRole('dialog', { name: A.removePlace });
    expect(dialog).toHaveTextContent(T.questions.removePlace('Esquina de Pedro'));
  });

  it('tells a member who is not a moderator, without tabs', async () => {
    mockApi({
      'GET /api/moderation/reports': {
        status: 403,
        body: { code: 'MOD-403', message: M.moderatorsOnly },
      },
    });
    renderModeration();
    expect(await screen.findByText(M.moderatorsOnly)).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(T.title);
  });

  it('says when the list could not load, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /api/moderation/reports': () =>
        fail ? { status: 500 } : { body: { reports: [USER_REPORT] } },
    });
    renderModeration();
    expect(await screen.findByText(T.loadFailed)).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: REPORT_REASONS.noShow })).toBeVisible();
  });

  it('reads an unknown status in the URL as the open reports', async () => {
    const { listed } = openModeration([], { url: '/moderacion?status=todas' });
    expect(await screen.findByText(T.empty)).toBeVisible();
    expect(listed()).toEqual(['open']);
  });
});
