import { useEffect, useRef, useState } from 'react';
import { Button, Card, Heading, Inline, Stack, Text } from '@/design-system';
import { useIntl } from '../i18n';
import { focusMainContentFrom } from '../lib/frames/mainContent';
import { readEntry, writeEntry } from '../lib/storage/persist';
import { useViewer } from '../session/hooks';
import { messages } from './messages';
import { PushProblemText } from './PushProblemText';
import { usePush } from './usePush';

/**
 * The dashboards' offer to turn notifications on. The browser is asked only when the person selects
 * Turn on notifications; Not now hides the offer on this browser (the switch stays in settings) and
 * leaves the focus in the main content.
 */
export function NotificationsPrompt() {
  const intl = useIntl();
  const viewer = useViewer();
  const push = usePush();
  const [notNow, setNotNow] = useState(() => readEntry('pushNotNow') === true);
  const [asked, setAsked] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  const justTurnedOn = asked && push.on;
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
              onPress={(event) => {
                focusMainContentFrom(event.target);
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
