import { BLOCK_TEXTS, PUBLIC_LIBRARY_TEXTS as T, type BlockState } from '@mdc/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionCookies, setSessionCookies } from '../../../testing/session-cookies';
import { aPublicLibraryCard, aPublicLibraryAnswer } from '../testing/library-fixtures';
import { renderPublicLibrary, shownNames } from '../testing/render-public-library';
import { scaled } from '../../../testing/time-factor';

/**
 * A public library across a block (docs/product/trust-and-moderation.md#blocks):
 * its cards still show, but nothing is offered to select or reserve, and the page says why.
 */

const cards = [
  aPublicLibraryCard({ cardName: 'Opt', price: '0.50' }),
  aPublicLibraryCard({ cardName: 'Sol Ring', price: '3.00' }),
];
const BLOCKS_PATH = '/api/blocks/ana_cartas';

async function openAs(block: BlockState) {
  setSessionCookies('ciro@example.com');
  return renderPublicLibrary(aPublicLibraryAnswer(cards), {
    handlers: { [`GET ${BLOCKS_PATH}`]: { body: { block } } },
  });
}
const expectNothingToReserve = () => {
  expect(screen.queryByRole('button', { name: /^Reservar/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Seleccionar todo' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
};

// A test document renders a page of MUI tiles slowly on a busy machine.
describe('a public library across a block', { timeout: scaled(30_000) }, () => {
  afterEach(() => clearSessionCookies());

  it('tells the blocker he blocked the owner and where to lift it, offering no Reservar', async () => {
    await openAs('byYou');
    expect(
      await screen.findByText(
        'Bloqueaste a ana_cartas: no podés reservar estas cartas. Si querés volver a reservarle, desbloquealo desde tu perfil, en «Usuarios bloqueados».',
      ),
    ).toBeInTheDocument();
    expect(shownNames()).toEqual(['Opt', 'Sol Ring']);
    expectNothingToReserve();
    expect(screen.queryByText(T.saleIntro)).not.toBeInTheDocument();
  });

  it('tells the blocked visitor what the reservation would answer, not who blocked', async () => {
    await openAs('eitherWay');
    expect(
      await screen.findByText(
        'No podés reservar cartas de ana_cartas: uno de los dos bloqueó al otro.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(BLOCK_TEXTS.libraryBlockedByYou('ana_cartas'))).toBeNull();
    expectNothingToReserve();
  });

  it('offers Reservar as before when no block stands', async () => {
    const { calls } = await openAs('none');
    expect(await screen.findByRole('button', { name: 'Seleccionar todo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reservar Opt' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === BLOCKS_PATH)).toBe(true);
  });

  it('asks a guest nothing about blocks', async () => {
    const { calls } = await renderPublicLibrary(aPublicLibraryAnswer(cards));
    expect(await screen.findByText('De ana_cartas · Capital, Córdoba')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reservar Opt' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === BLOCKS_PATH)).toBe(false);
  });
});
