import { z } from 'zod';
import {
  moderationActionResponseSchema,
  moderationActionSchema,
  moderationReportsQuerySchema,
  moderationReportsResponseSchema,
} from '../moderation/index';
import { endpoint, errorAnswers, perUser } from './endpoint';
import { routes } from './routes';

const tags = ['moderation'];

export const moderationApi = {
  reports: endpoint({
    ...routes.moderation.reports,
    auth: 'user',
    limit: perUser(120),
    tags,
    summary: 'Reports in a status, newest first, with what a moderator needs to decide',
    query: moderationReportsQuerySchema,
    responses: { 200: moderationReportsResponseSchema, ...errorAnswers(400, 401, 403, 429) },
  }),
  act: endpoint({
    ...routes.moderation.act,
    auth: 'user',
    limit: perUser(60),
    tags,
    summary: 'Act on a report: hide or show its library, suspend or reinstate, dismiss',
    params: z.object({ id: z.uuid() }),
    body: moderationActionSchema,
    responses: {
      200: moderationActionResponseSchema,
      ...errorAnswers(400, 401, 403, 404, 409, 429),
    },
  }),
};
