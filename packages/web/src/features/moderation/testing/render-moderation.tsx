import type { ModerationReport, ReportStatus } from '@mdc/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, vi } from 'vitest';
import { mockApi, type ApiCall, type MockReply } from '../../../testing/mock-api';
import { renderPage } from '../../../testing/render-page';
import { ModerationPage } from '../pages/moderation-page';

/**
 * A moderation API over a list of reports: GET answers those of the asked status, and an action
 * answers `act(call)` (by default the report with its library hidden, as 'actioned') and keeps
 * the report so, as the server would.
 */
function mockModerationApi(
  reports: ModerationReport[],
  act?: (call: ApiCall, report: ModerationReport) => MockReply | Promise<MockReply>,
) {
  let stored = [...reports];
  const answer = (call: ApiCall, report: ModerationReport): MockReply | Promise<MockReply> => {
    if (act) return act(call, report);
    const { action } = call.body as { action: string };
    return { body: { message: `hecho: ${action}`, report: { ...report, status: 'actioned' } } };
  };
  const api = mockApi({
    'GET /api/moderation/reports': (call) => ({
      body: {
        reports: stored.filter((report) => report.status === call.url.searchParams.get('status')),
      },
    }),
    ...Object.fromEntries(
      reports.map((report) => [
        `POST /api/moderation/reports/${report.id}/actions`,
        async (call: ApiCall) => {
          const reply = await answer(call, report);
          const after = (reply.body as { report?: ModerationReport } | undefined)?.report;
          if (after) stored = stored.map((each) => (each.id === after.id ? after : each));
          return reply;
        },
      ]),
    ),
  });
  return {
    ...api,
    posts: () => api.calls.filter((call) => call.method === 'POST'),
    listed: () =>
      api.calls
        .filter((call) => call.path === '/api/moderation/reports')
        .map((call) => call.url.searchParams.get('status') as ReportStatus),
  };
}

/** A cold test worker takes seconds to style the first MUI cards and dialog on a busy machine. */
export const SLOW_RENDER_MS = 20_000;

/** The moderation screen's tests: their timeout, and the API's stub undone after each. */
export function describeModeration(name: string, tests: () => void) {
  describe(name, { timeout: SLOW_RENDER_MS }, () => {
    afterEach(() => vi.unstubAllGlobals());
    tests();
  });
}

export const renderModeration = (url = '/moderacion') =>
  renderPage(<ModerationPage />, { url, path: '/moderacion' });

/** The moderation screen at `url` over `reports` (mockModerationApi), with its API and router. */
export function openModeration(
  reports: ModerationReport[],
  { act, url }: { act?: Parameters<typeof mockModerationApi>[1]; url?: string } = {},
) {
  const api = mockModerationApi(reports, act);
  return { ...api, router: renderModeration(url).router };
}

/** A report's card, found by its heading (the reason's words). */
export const cardOf = (reason: string) => screen.getByRole('article', { name: reason });
