import type { NotificationData } from '@mantine/notifications';

type NotificationsModule = typeof import('@mantine/notifications');

let loading: Promise<NotificationsModule> | undefined;
const listeners = new Set<() => void>();

/**
 * Mantine's notifications (with their transitions) load with the first message shown, not with the first
 * screen; the shell mounts their container once they are there ({@link notificationsRequested}). Every toast
 * of the platform goes through here (the lint forbids importing `@mantine/notifications` elsewhere).
 */
function loadNotifications(): Promise<NotificationsModule> {
  if (!loading) {
    loading = import('@mantine/notifications');
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Shows a toast. */
export function notify(notification: NotificationData): void {
  void loadNotifications().then(({ notifications }) => notifications.show(notification));
}

/** Changes the toast with the given id (shown earlier with `notify` and that id). */
export function updateNotification(notification: NotificationData & { id: string }): void {
  void loadNotifications().then(({ notifications }) => notifications.update(notification));
}

/** For the shell (`useSyncExternalStore`): whether a toast was asked for, so the container must be mounted. */
export const notificationsRequested = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => loading !== undefined,
};
