import { BLOCK_MESSAGES, BLOCK_TEXTS as T, type BlockedUser } from '@mdc/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { BlockedUsersSection } from './blocked-users-section';

const block = (user: string, blockedAt: string): BlockedUser => ({ user, blockedAt });

/** GET and DELETE /api/blocks over a list, as the server keeps it. */
function blocksServer(initial: BlockedUser[]) {
  let blocks = initial;
  return mockApi({
    'GET /api/blocks': () => ({ body: { blocks } }),
    'DELETE /api/blocks/pedro': () => {
      blocks = blocks.filter((blocked) => blocked.user !== 'pedro');
      return { body: { message: BLOCK_MESSAGES.unblocked('pedro') } };
    },
  });
}

const section = () => within(screen.getByRole('region', { name: T.listTitle }));

describe('BlockedUsersSection', () => {
  it('lists the blocks, newest first as the server sends them, and unblocks one', async () => {
    const { calls } = blocksServer([
      block('pedro', '2026-11-21T10:00:00.000Z'),
      block('lucia_cartas', '2026-11-20T10:00:00.000Z'),
    ]);
    renderPage(<BlockedUsersSection />);
    await screen.findByText('pedro');
    expect(
      section()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`pedro${T.unblock}`, `lucia_cartas${T.unblock}`]);
    fireEvent.click(section().getByRole('button', { name: T.unblockLabel('pedro') }));
    expect(await screen.findByText(BLOCK_MESSAGES.unblocked('pedro'))).toBeInTheDocument();
    await screen.findByRole('button', { name: T.unblockLabel('lucia_cartas') });
    expect(section().queryByText('pedro')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/blocks/pedro',
    ]);
  });

  it('says so when nobody is blocked', async () => {
    blocksServer([]);
    renderPage(<BlockedUsersSection />);
    expect(await screen.findByText(T.listEmpty)).toBeInTheDocument();
    expect(section().queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the server's words when the list cannot be read", async () => {
    mockApi({ 'GET /api/blocks': { status: 500, body: {} } });
    renderPage(<BlockedUsersSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(T.loadFailed);
  });
});
