import { routes } from '@mdc/shared';
import type { ModerationAction, ModerationReport, ReportStatus } from '@mdc/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { placeReport } from '../model/report-actions';
import { moderationKeys, type ReportsAnswer } from './get-reports';

export interface ReportAction {
  reportId: string;
  action: ModerationAction;
  reason: string;
}

export interface ReportActionAnswer {
  message: string;
  report: ModerationReport;
}

/** POST /api/moderation/reports/{id}/actions: acts, and answers the report as it is now. */
export const actOnReport = ({ reportId, action, reason }: ReportAction) =>
  callApi(routes.moderation.act, { params: { id: reportId }, body: { action, reason } });

/**
 * The lists show the answered report at once (it leaves 'open' when actioned or dismissed),
 * then reload: another moderator may have acted meanwhile, and a failure (the report gone, its
 * library deleted) means the list on screen is stale.
 */
export function useActOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnReport,
    onSuccess: ({ report }) => {
      for (const [key, answer] of queryClient.getQueriesData<ReportsAnswer>({
        queryKey: moderationKeys.all,
      })) {
        const status = key[2] as ReportStatus;
        if (answer)
          queryClient.setQueryData(key, { reports: placeReport(answer.reports, report, status) });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
