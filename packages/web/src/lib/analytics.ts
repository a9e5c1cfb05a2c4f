import { routes } from '@mdc/shared';
import type { AnalyticsEvent, ClientConfig } from '@mdc/shared';
import { callApi } from './api-client';
import { loadClientConfig } from './client-config';

/**
 * Page-view analytics behind one interface, so a different sink can be plugged in with
 * `setAnalyticsSink` without touching the shell. The default is first-party: the server counts
 * views in its own database; nothing goes to a third party.
 */
export interface AnalyticsSink {
  pageView(path: string): void;
}

/** Posts `page_view` events to /api/events unless GET /api/config says analytics is 'off'. */
export function createFirstPartySink(
  loadConfig: () => Promise<ClientConfig> = loadClientConfig,
): AnalyticsSink {
  let enabled: Promise<boolean> | undefined;
  const isEnabled = () =>
    (enabled ??= loadConfig().then(
      (config) => config.analytics !== 'off',
      () => {
        // Ask again on the next navigation: the server may just have been unreachable.
        enabled = undefined;
        return false;
      },
    ));

  return {
    pageView(path) {
      const event: AnalyticsEvent = { type: 'page_view', path };
      // Failures are silent by design: analytics must never bother the user, so a refused or
      // lost event is dropped without a message or a retry.
      void isEnabled()
        .then((on) => (on ? callApi(routes.client.event, { body: event }) : undefined))
        .catch(() => undefined);
    },
  };
}

let activeSink: AnalyticsSink = createFirstPartySink();

export function setAnalyticsSink(sink: AnalyticsSink): void {
  activeSink = sink;
}

/** Records a view of `path`; the query string and hash are dropped (they may carry personal data). */
export function trackPageView(path: string): void {
  activeSink.pageView(path.replace(/[?#].*$/, ''));
}
