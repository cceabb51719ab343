import { useState } from 'react';
import { Button, Card, Inline, Stack, Text } from '@/design-system';
import { useIntl } from '../i18n';
import { focusMainContentFrom } from '../lib/frames/mainContent';
import { messages } from './messages';
import * as styles from './offline.css';

/**
 * "Update available — Reload": a new version of the app waits; Reload lets it take over, Not now
 * hides the prompt and leaves the page as it is (the new version still waits, and is offered again
 * the next time the app opens), the focus going to the main content.
 */
export function UpdatePrompt({ onReload, onDismiss }: { onReload: () => Promise<void>; onDismiss: () => void }) {
  const intl = useIntl();
  const [reloading, setReloading] = useState(false);
  return (
    <section aria-label={intl.formatMessage(messages.updateRegion)} className={styles.updatePrompt}>
      <Card tone="inverse" padding="small">
        <Inline space="medium" alignY="center" align="between">
          <Stack space="xxsmall" role="status">
            <Text weight="strong" tone="onInverse">
              {intl.formatMessage(messages.updateTitle)}
            </Text>
            <Text size="small" tone="onInverse">
              {intl.formatMessage(messages.updateBody)}
            </Text>
          </Stack>
          <Inline space="xsmall" alignY="center">
            <Button
              size="small"
              variant="inverse"
              isDisabled={reloading}
              onPress={(event) => {
                focusMainContentFrom(event.target);
                onDismiss();
              }}
            >
              {intl.formatMessage(messages.notNow)}
            </Button>
            <Button
              size="small"
              isPending={reloading}
              onPress={() => {
                setReloading(true);
                void onReload();
              }}
            >
              {intl.formatMessage(messages.reload)}
            </Button>
          </Inline>
        </Inline>
      </Card>
    </section>
  );
}
