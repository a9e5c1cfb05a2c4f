import { routes } from '@mdc/shared';
import type { ModerationReport, ReportStatus } from '@mdc/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface ReportsAnswer {
  reports: ModerationReport[];
}

export const moderationKeys = {
  all: ['moderation', 'reports'] as const,
  list: (status: ReportStatus) => ['moderation', 'reports', status] as const,
};

/** GET /api/moderation/reports?status=…: a moderator's reports of one status, newest first. */
export const getReports = (status: ReportStatus) =>
  callApi(routes.moderation.reports, { query: { status } });

export const reportsQueryOptions = (status: ReportStatus) =>
  queryOptions({ queryKey: moderationKeys.list(status), queryFn: () => getReports(status) });

export const useReports = (status: ReportStatus) => useQuery(reportsQueryOptions(status));
