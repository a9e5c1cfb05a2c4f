import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirstPartySink, setAnalyticsSink, trackPageView } from './analytics';
import { getClientConfig } from './client-config';

function answerFetch(config: { analytics: 'first-party' | 'off' }) {
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/config'
      ? Response.json({ ...config, botCheck: false, exchangeRate: 1, arsRate: null })
      : new Response(null, { status: 204 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calledUrls = (fetchMock: ReturnType<typeof answerFetch>) =>
  fetchMock.mock.calls.map(([url]) => url);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('first-party analytics sink', () => {
  it('posts a page_view event to /api/events', async () => {
    const fetchMock = answerFetch({ analytics: 'first-party' });
    createFirstPartySink(getClientConfig).pageView('/faq');

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ type: 'page_view', path: '/faq' });
  });

  it('sends nothing when the server says analytics is off, and asks only once', async () => {
    const fetchMock = answerFetch({ analytics: 'off' });
    const sink = createFirstPartySink(getClientConfig);
    sink.pageView('/faq');
    sink.pageView('/contact');

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calledUrls(fetchMock)).toEqual(['/api/config']);
  });

  it('stays silent when the server cannot be reached, and asks again next time', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const sink = createFirstPartySink(getClientConfig);
    sink.pageView('/faq');
    await new Promise((resolve) => setTimeout(resolve, 0));

    sink.pageView('/faq');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(calledUrls(fetchMock as never)).toEqual(['/api/config', '/api/config']);
  });
});

describe('trackPageView', () => {
  it('hands the plugged sink the path without query string or hash', () => {
    const pageView = vi.fn();
    setAnalyticsSink({ pageView });
    trackPageView('/dashboard?tab=librarys#top');
    expect(pageView).toHaveBeenCalledWith('/dashboard');
  });
});
