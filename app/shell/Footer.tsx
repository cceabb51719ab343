import { useState } from 'react';
import { defineMessages } from '../i18n';
import { Button, Container, getColorScheme, Inline, Link, Stack, Text } from '@/design-system';
import { config } from '../config';
import { SUPPORTED_LOCALES, useIntl } from '../i18n';
import { PRODUCT_NAME } from '../lib/format/brand';
import { chooseLanguage, chooseTheme, THEMES } from '../lib/storage/display';
import * as styles from './Shell.css';
import { paths } from '../routing/paths';

const messages = defineMessages({
  label: { id: 'footer.label', defaultMessage: 'Site' },
  terms: { id: 'footer.terms', defaultMessage: 'Terms of Service' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy Policy' },
  accessibility: { id: 'footer.accessibility', defaultMessage: 'Accessibility' },
  contact: { id: 'footer.contact', defaultMessage: 'Contact Us' },
  instagram: { id: 'footer.instagram', defaultMessage: '{product} on Instagram' },
  linkedin: { id: 'footer.linkedin', defaultMessage: '{product} on LinkedIn' },
  copyright: { id: 'footer.copyright', defaultMessage: '© {year} {product}. Train with people who care.' },
  language: { id: 'footer.language', defaultMessage: 'Language' },
  en: { id: 'footer.language.en', defaultMessage: 'English' },
  es: { id: 'footer.language.es', defaultMessage: 'Español' },
  theme: { id: 'footer.theme', defaultMessage: 'Theme' },
  system: { id: 'footer.theme.system', defaultMessage: 'System' },
  light: { id: 'footer.theme.light', defaultMessage: 'Light' },
  dark: { id: 'footer.theme.dark', defaultMessage: 'Dark' },
});

/** Two small choices, kept in this browser: the language (English / Español) and the theme (system, light, dark). */
function DisplayChoices() {
  const intl = useIntl();
  const current = intl.locale.split('-')[0];
  const [theme, setTheme] = useState(getColorScheme);
  return (
    <div className={styles.choices}>
      <div role="group" aria-label={intl.formatMessage(messages.language)} className={styles.choiceGroup}>
        <Text size="small" tone="muted" aria-hidden>
          {intl.formatMessage(messages.language)}
        </Text>
        {SUPPORTED_LOCALES.map((locale) => (
          <Button
            key={locale}
            size="small"
            variant={locale === current ? 'secondary' : 'ghost'}
            aria-pressed={locale === current}
            lang={locale}
            onPress={() => locale !== current && chooseLanguage(locale)}
          >
            {intl.formatMessage(messages[locale])}
          </Button>
        ))}
      </div>
      <div role="group" aria-label={intl.formatMessage(messages.theme)} className={styles.choiceGroup}>
        <Text size="small" tone="muted" aria-hidden>
          {intl.formatMessage(messages.theme)}
        </Text>
        {THEMES.map((choice) => (
          <Button
            key={choice}
            size="small"
            variant={choice === theme ? 'secondary' : 'ghost'}
            aria-pressed={choice === theme}
            onPress={() => {
              chooseTheme(choice);
              setTheme(choice);
            }}
          >
            {intl.formatMessage(messages[choice])}
          </Button>
        ))}
      </div>
    </div>
  );
}

export function Footer() {
  const intl = useIntl();
  const product = PRODUCT_NAME;
  return (
    <footer className={styles.footer}>
      <Container>
        <Stack space="medium">
          <nav aria-label={intl.formatMessage(messages.label)}>
            <Inline space="large">
              <Link href={paths.terms()}>{intl.formatMessage(messages.terms)}</Link>
              <Link href={paths.privacy()}>{intl.formatMessage(messages.privacy)}</Link>
              <Link href={paths.accessibility()}>{intl.formatMessage(messages.accessibility)}</Link>
              <Link href={`mailto:${config.contactEmail}`}>{intl.formatMessage(messages.contact)}</Link>
              <Link href="https://www.instagram.com/kinetic.fit" target="_blank">
                {intl.formatMessage(messages.instagram, { product })}
              </Link>
              <Link href="https://www.linkedin.com/company/kinetic-fit" target="_blank">
                {intl.formatMessage(messages.linkedin, { product })}
              </Link>
            </Inline>
          </nav>
          <DisplayChoices />
          <Text tone="muted" size="small">
            {intl.formatMessage(messages.copyright, { year: new Date().getFullYear(), product })}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
