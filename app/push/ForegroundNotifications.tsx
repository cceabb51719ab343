import { useEffect, useState } from 'react';
import { toast } from '@/design-system';
import { useIntl } from '../i18n';
import { useViewer } from '../session/hooks';
import { listenForeground } from './foreground';
import { relayLocalPushes } from './localRelay';
import { messages } from './messages';
import { canPush } from './push';
import { pushMode } from './tokens';

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
 * notifications, a push that arrives with any page of Kinetic in front is also a toast, with a link to
 * the page a click on the notification opens. In local mode the open page also relays the mock's
 * pushes to the service worker (see `relayLocalPushes`).
 */
export default function ForegroundNotifications() {
  const intl = useIntl();
  const signedIn = useViewer() !== null;
  const granted = useNotificationsGranted();
  const open = intl.formatMessage(messages.open);
  useEffect(() => {
    if (!signedIn || !granted) return undefined;
    return listenForeground(({ title, options }) =>
      toast.show({
        title,
        description: options.body,
        tone: 'info',
        action: { label: open, href: options.data.url },
      }),
    );
  }, [signedIn, granted, open]);
  useEffect(() => {
    if (!signedIn || !granted || pushMode !== 'local') return undefined;
    return relayLocalPushes();
  }, [signedIn, granted]);
  return null;
}
