import { ToastRegion } from '@/design-system';
import { defineMessages, useIntl } from '../i18n';

const messages = defineMessages({
  notifications: { id: 'screen.notifications', defaultMessage: 'Notifications' },
  dismissToast: { id: 'screen.dismissToast', defaultMessage: 'Dismiss' },
});

/**
 * The one region every toast appears in (a save, a delete, a notification shown while the page is
 * in front), mounted once by the shell for every screen.
 */
export default function Toasts() {
  const intl = useIntl();
  return (
    <ToastRegion
      aria-label={intl.formatMessage(messages.notifications)}
      closeLabel={intl.formatMessage(messages.dismissToast)}
    />
  );
}
