import { messageResponseSchema } from '../accounts/responses';
import { reportSchema } from '../reports/index';
import { endpoint, errorAnswers, perUser } from './endpoint';
import { routes } from './routes';

/** 'Denunciar' a user or a library (docs/product/trust-and-moderation.md#reports); logged-in users only. */
export const reportsApi = {
  report: endpoint({
    ...routes.reports.report,
    auth: 'user',
    limit: perUser(10),
    tags: ['reports'],
    summary: 'Report a user or a library to the moderators (10 a minute, 20 a day by default)',
    body: reportSchema,
    responses: { 201: messageResponseSchema, ...errorAnswers(400, 401, 403, 404, 429) },
  }),
};
