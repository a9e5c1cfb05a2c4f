import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from './use-scroll-to-top';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/search']}>{children}</MemoryRouter>
);

function renderNavigator() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const { result } = renderHook(
    () => {
      useScrollToTop();
      return useNavigate();
    },
    { wrapper },
  );
  scrollTo.mockClear();
  return { navigate: result.current, scrollTo };
}

describe('useScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a new page at its top', async () => {
    const { navigate, scrollTo } = renderNavigator();
    await act(() => navigate('/dashboard?tab=my-orders'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('keeps the scroll for a change of the query and for back', async () => {
    const { navigate, scrollTo } = renderNavigator();
    await act(() => navigate('/search?page=2'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => navigate('/profile'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockClear();
    await act(() => navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
