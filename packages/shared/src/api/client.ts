import { z } from 'zod';
import { analyticsEventSchema, clientConfigSchema } from '../analytics';
import { endpoint, errorAnswers, perAddress } from './endpoint';
import { routes } from './routes';

/** What the browser asks of the server for itself: its configuration, and its page views. */
export const clientApi = {
  config: endpoint({
    ...routes.client.config,
    auth: 'none',
    limit: 'global',
    tags: ['config'],
    summary: 'Public client configuration',
    responses: { 200: clientConfigSchema },
  }),
  event: endpoint({
    ...routes.client.event,
    auth: 'none',
    limit: perAddress(120),
    tags: ['analytics'],
    summary: 'First-party page-view event',
    body: analyticsEventSchema,
    responses: { 204: z.null(), ...errorAnswers(400, 429) },
  }),
};
