import { routes } from '@mdc/shared';
import type { ReportInput } from '@mdc/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/report: 'Denunciar'; the answer's message is REPORT_MESSAGES.received. */
export const sendReport = (report: ReportInput) => callApi(routes.reports.report, { body: report });

export const useSendReport = () => useMutation({ mutationFn: sendReport });
