import type { SellerRecord } from '@mdc/shared';
import { mockApi, type ApiCall } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import type { SearchOutcome } from '../model/search-outcome';
import { ResultsView } from '../results/results-view';

type Handlers = Parameters<typeof mockApi>[0];

/** The results view of `outcome` on /search, with the API answering `handlers`. */
export function renderResults(outcome: SearchOutcome, handlers: Handlers = {}) {
  const api = mockApi(handlers);
  const page = renderPage(<ResultsView outcome={outcome} />, { url: '/search', path: '/search' });
  return { ...api, ...page };
}

/** The card names shown as tiles, in order. */
export const tileNames = () =>
  [...document.querySelectorAll('article')].map((tile) => tile.getAttribute('aria-label'));

/** POST /api/search/sellers answering the records asked for among `records`. */
export const sellerRecordsApi = (records: SellerRecord[]) => ({
  'POST /api/search/sellers': (call: ApiCall) => ({
    body: records.filter((record) => (call.body as string[]).includes(record.user)),
  }),
});

/** The user names each POST /api/search/sellers asked for, call by call. */
export const sellerRecordCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === '/api/search/sellers').map((call) => call.body);
