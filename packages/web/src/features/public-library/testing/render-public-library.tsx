import type { LibraryCardsResponse } from '@mdc/shared';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { mockApi, type MockReply } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { PublicLibraryPage } from '../pages/public-library-page';
import { LIBRARY_ID, LIBRARY_OWNER } from './library-fixtures';

type Handlers = Parameters<typeof mockApi>[0];

/**
 * Opens /public/library for LIBRARY_ID (or `query`) with the API answering `library` and
 * waits for its title; `handlers` add or override answers (the reservation call, failures).
 */
export async function renderPublicLibrary(
  library: LibraryCardsResponse | MockReply,
  {
    query = `libraryId=${LIBRARY_ID}`,
    handlers = {},
  }: { query?: string; handlers?: Handlers } = {},
) {
  const buying = new URLSearchParams(query).get('buying') === 'true';
  const reply = 'cards' in library ? { body: library } : library;
  const path = `/api/library${buying ? '/buying' : ''}/${LIBRARY_ID}/public`;
  const api = mockApi({
    [`GET ${path}`]: reply,
    [`GET /api/library/${LIBRARY_ID}/owner`]: { body: LIBRARY_OWNER },
    ...handlers,
  });
  const page = renderPage(<PublicLibraryPage />, {
    url: `/public/library?${query}`,
    path: '/public/library',
  });
  // The title by tag: a role query over 48 tiles takes seconds in a test document.
  if ('cards' in library) {
    await waitFor(() => expect(document.querySelector('h1')).toBeInTheDocument());
  }
  return { ...api, ...page, path };
}

/** The card names shown, in order (each tile's or row's heading; not a group's, the section's own). */
export const shownNames = () =>
  [...document.querySelectorAll('section h2, section h3')]
    .filter((heading) => heading.parentElement?.tagName !== 'SECTION')
    .map((heading) => heading.textContent);
