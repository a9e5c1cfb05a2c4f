import type { ReportInput } from '@mdc/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/report: 'Denunciar'; the answer's message is REPORT_MESSAGES.received. */
export const sendReport = (report: ReportInput) =>
  apiFetch<{ message: string }>('/report', { method: 'POST', body: report });

export const useSendReport = () => useMutation({ mutationFn: sendReport });
