import { act, render } from '@testing-library/react';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createFirstPartySink, setAnalyticsSink } from '../lib/analytics';
import { Redirect } from '../lib/redirect';
import { usePageViewTracking } from './use-page-view-tracking';

function Layout() {
  usePageViewTracking();
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}

afterEach(() => {
  vi.useRealTimers();
  setAnalyticsSink(createFirstPartySink());
});

it('never counts an address that redirects, however long the next page takes to load', async () => {
  vi.useFakeTimers();
  const views: string[] = [];
  setAnalyticsSink({ pageView: (path) => views.push(path) });
  let arrive = () => {};
  const SearchPage = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Buscar</h1> });
      }),
  );
  render(
    <StrictMode>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<Redirect to="/search" />} />
            <Route path="search" element={<SearchPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );

  // The search page's code is still on its way: the address that bounced the user is current.
  await act(() => vi.advanceTimersByTimeAsync(5_000));
  expect(views).toEqual([]);

  await act(() => arrive());
  await vi.waitFor(() => expect(views).toEqual(['/search']));
});
