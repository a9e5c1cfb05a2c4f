import { NOTIFICATIONS_POLL_MS, type MarkNotificationsRead, routes } from '@mdc/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const notificationKeys = { all: ['notifications'] as const };

/** GET /api/notifications: the newest notifications and the unread count. */
export const getNotifications = () => callApi(routes.notifications.list);

/**
 * The bell's notifications: asked when the bell appears and then every NOTIFICATIONS_POLL_MS
 * while the tab is visible (TanStack Query pauses the interval in a hidden tab). Fresh for as
 * long, so a focus or a remount within the minute asks nothing: never more than one request a
 * minute per tab.
 */
export const useNotifications = () =>
  useQuery({
    queryKey: notificationKeys.all,
    queryFn: getNotifications,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: NOTIFICATIONS_POLL_MS,
  });

/** POST /api/notifications/read: answers the list as it is after. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: MarkNotificationsRead) =>
      callApi(routes.notifications.markRead, { body: which }),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.all, answer),
  });
}
