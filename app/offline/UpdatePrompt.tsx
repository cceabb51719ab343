import { useState } from 'react';
import { Button, Card, Inline, Stack, Text } from '../../design-system';
import { useIntl } from '../i18n';
import { messages } from './messages';
import * as styles from './offline.css';

/** "Update available — Reload": a new version of the app waits; Reload lets it take over. */
export function UpdatePrompt({ onReload }: { onReload: () => Promise<void> }) {
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
      </Card>
    </section>
  );
}
