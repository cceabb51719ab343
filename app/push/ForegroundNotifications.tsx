import { useEffect, useState } from 'react';
import { toast } from '../../design-system';
import { useViewer } from '../session/hooks';
import { listenForeground } from './foreground';
import { canPush } from './push';

/** Notifications are allowed in this browser now, and later when the person allows them. */
function useNotificationsGranted(): boolean {
  const [granted, setGranted] = useState(() => canPush() && Notification.permission === 'granted');
  useEffect(() => {
    if (granted || !canPush() || !('permissions' in navigator)) return undefined;
    let status: PermissionStatus | undefined;
    const sync = () => setGranted(Notification.permission === 'granted');
    navigator.permissions
      .query({ name: 'notifications' })
      .then((answer) => {
        status = answer;
        status.addEventListener('change', sync);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', sync);
  }, [granted]);
  return granted;
}

/**
 * Mounted once in the shell, after the first paint: while a signed-in person has allowed
 * notifications, a push that arrives with any page of Kinetic in front is also a toast.
 */
export default function ForegroundNotifications() {
  const signedIn = useViewer() !== null;
  const granted = useNotificationsGranted();
  useEffect(() => {
    if (!signedIn || !granted) return undefined;
    return listenForeground((notification) =>
      toast.show({ title: notification.title, description: notification.options.body, tone: 'info' }),
    );
  }, [signedIn, granted]);
  return null;
}
