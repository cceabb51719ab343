import { Heading, LinkButton, Inline, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { messages } from './messages';
import * as styles from './HomePage.css';
import { paths } from '@/app/routing/paths';

export function Hero() {
  const intl = useIntl();
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <Stack space="large">
        <Text size="small" weight="strong" tone="brand">
          {intl.formatMessage(messages.heroEyebrow)}
        </Text>
        <Heading level={1} size="display" id="home-hero-title">
          {intl.formatMessage(messages.heroTitle)}
        </Heading>
        <Text size="large" tone="muted">
          {intl.formatMessage(messages.heroBody)}
        </Text>
        <Inline space="small">
          <LinkButton href={paths.discover()} variant="primary" size="large">
            {intl.formatMessage(messages.heroDiscover)}
          </LinkButton>
          <LinkButton href={paths.trainerLogIn()} variant="secondary" size="large">
            {intl.formatMessage(messages.heroTrainer)}
          </LinkButton>
        </Inline>
      </Stack>
      <img className={styles.heroArt} src="/brand/hero.svg" alt="" width="480" height="400" fetchPriority="high" />
    </section>
  );
}
