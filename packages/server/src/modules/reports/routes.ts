import { REPORT_MESSAGES, reportsApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../sessions/index';
import { fileReport } from './report';
import { route } from '../../lib/route';

/** 'Denunciar' a user or a library; logged-in users only. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, reportsApi.report, async (request, reply) => {
    const { reportsPerDay } = app.config;
    await fileReport(app.db, currentUser(request).id, request.body, app.clock(), reportsPerDay);
    return reply.status(201).send({ message: REPORT_MESSAGES.received });
  });
};
