import { useEffect, useRef, useState } from 'react';
import { Button, Card, Heading, Inline, Stack, Text, toast } from '../../design-system';
import { useIntl } from '../i18n';
import { readEntry, writeEntry } from '../lib/persist';
import { useViewer } from '../session/hooks';
import { messages } from './messages';
import { PushProblemText } from './PushProblemText';
import { usePush } from './usePush';
import { PUSH_SHOWN } from './worker';
import type { PushNotification } from './message';

/** While this page is in front, a notification the service worker shows is also a toast in the app. */
function useForegroundToasts() {
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return undefined;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { kind?: unknown; notification?: PushNotification } | null;
      if (data?.kind !== PUSH_SHOWN || !data.notification || document.visibilityState !== 'visible') return;
      toast.show({ title: data.notification.title, description: data.notification.options.body, tone: 'info' });
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, []);
}

/**
 * The dashboards' offer to turn notifications on. The browser is asked only when the person selects
 * Turn on notifications; Not now hides the offer on this browser (the switch stays in settings).
 * While push is on, notifications shown with the page in front also appear as toasts.
 */
export function NotificationsPrompt() {
  const intl = useIntl();
  const viewer = useViewer();
  const push = usePush();
  const [notNow, setNotNow] = useState(() => readEntry('pushNotNow') === true);
  const [asked, setAsked] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  const justTurnedOn = asked && push.on;
  useForegroundToasts();
  // The button goes once notifications are on: focus moves to the message that says so.
  useEffect(() => {
    if (justTurnedOn) status.current?.focus();
  }, [justTurnedOn]);

  if (!push.supported || notNow || (push.on && !push.problem && !asked)) return null;
  return (
    <Card as="section" padding="large" tone="sunken" aria-label={intl.formatMessage(messages.offerTitle)}>
      <Stack space="medium">
        <Heading level={2} size={4}>
          {intl.formatMessage(messages.offerTitle)}
        </Heading>
        <Text as="p" tone="muted">
          {intl.formatMessage(viewer?.role === 'trainer' ? messages.offerTrainer : messages.offerCustomer)}
        </Text>
        <div ref={status} tabIndex={-1}>
          <PushProblemText problem={push.problem} on={justTurnedOn} />
        </div>
        {!push.on && (
          <Inline space="medium" alignY="center">
            <Button
              isPending={push.pending}
              pendingLabel={intl.formatMessage(messages.turningOn)}
              onPress={() => {
                setAsked(true);
                push.turnOn();
              }}
            >
              {intl.formatMessage(messages.turnOn)}
            </Button>
            <Button
              variant="ghost"
              onPress={() => {
                writeEntry('pushNotNow', true);
                setNotNow(true);
              }}
            >
              {intl.formatMessage(messages.notNow)}
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
