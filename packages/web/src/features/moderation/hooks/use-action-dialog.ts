import {
  MODERATION_TEXTS as T,
  moderationActionSchema,
  type ModerationAction,
  type ModerationReport,
} from '@mdc/shared';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notifications';
import { useActOnReport } from '../api/act-on-report';

export interface AskedAction {
  report: ModerationReport;
  action: ModerationAction;
}

const reasonRule = moderationActionSchema.shape.reason;

/**
 * The action waiting for its confirmation dialog, the reason typed there and the POST. The
 * reason is checked with the API's own rule before sending; a refusal keeps the dialog open
 * with the server's words, so the moderator can fix or cancel. The answer's message goes to a
 * snack bar.
 */
export function useActionDialog() {
  const act = useActOnReport();
  const [asked, setAsked] = useState<AskedAction | null>(null);
  // The dialog fades out still showing what it asked.
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = (report: ModerationReport, action: ModerationAction) => {
    setAsked({ report, action });
    setReason('');
    setReasonError(null);
    setError(null);
    setOpen(true);
  };
  const close = () => {
    if (!act.isPending) setOpen(false);
  };
  const confirm = () => {
    if (!asked) return;
    const checked = reasonRule.safeParse(reason);
    if (!checked.success) return setReasonError(checked.error.issues[0]?.message ?? null);
    setReasonError(null);
    setError(null);
    act.mutate(
      { reportId: asked.report.id, action: asked.action, reason: checked.data },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          setOpen(false);
        },
        onError: (failure) => {
          const message = errorMessage(failure, T.actionFailed);
          if (failure instanceof ApiError && failure.field === 'reason') setReasonError(message);
          else setError(message);
        },
      },
    );
  };

  return {
    asked,
    open,
    reason,
    setReason,
    reasonError,
    error,
    busy: act.isPending,
    ask,
    close,
    confirm,
  };
}

export type ActionDialogState = ReturnType<typeof useActionDialog>;
