import { LIBRARY_TABLE_TEXTS as T } from '@mdc/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as notifications from '../../../lib/notifications';
import { renderPage } from '../../../testing/render-page';
import { LibraryTablePanel } from './library-table-panel';
import { mockLibraryApi, SLOW_RENDER_MS } from './testing/library-api';
import { aLibrary } from '../../../testing/library-data';

describe('share', { timeout: SLOW_RENDER_MS }, () => {
  it('shows the copied toast for 3000 ms', async () => {
    const notifySuccess = vi.spyOn(notifications, 'notifySuccess');
    mockLibraryApi([aLibrary({ name: 'Toast' })]);
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.resolve() },
      configurable: true,
    });
    renderPage(<LibraryTablePanel kind="sale" />, { url: '/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: T.share('Toast') }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledExactlyOnceWith(T.linkCopied, 3000));
  });
});
