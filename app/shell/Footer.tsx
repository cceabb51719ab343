import { defineMessages } from '../i18n';
import { Container, Inline, Link, Stack, Text } from '../../design-system';
import { config } from '../config';
import { useIntl } from '../i18n';
import { PRODUCT_NAME } from '../lib/brand';
import * as styles from './Shell.css';

const messages = defineMessages({
  label: { id: 'footer.label', defaultMessage: 'Site' },
  terms: { id: 'footer.terms', defaultMessage: 'Terms of Service' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy Policy' },
  contact: { id: 'footer.contact', defaultMessage: 'Contact Us' },
  instagram: { id: 'footer.instagram', defaultMessage: '{product} on Instagram' },
  linkedin: { id: 'footer.linkedin', defaultMessage: '{product} on LinkedIn' },
  copyright: { id: 'footer.copyright', defaultMessage: '© {year} {product}. Train with people who care.' },
});

export function Footer() {
  const intl = useIntl();
  const product = PRODUCT_NAME;
  return (
    <footer className={styles.footer}>
      <Container>
        <Stack space="medium">
          <nav aria-label={intl.formatMessage(messages.label)}>
            <Inline space="large">
              <Link href="/terms-and-conditions">{intl.formatMessage(messages.terms)}</Link>
              <Link href="/privacy-policy">{intl.formatMessage(messages.privacy)}</Link>
              <Link href={`mailto:${config.contactEmail}`}>{intl.formatMessage(messages.contact)}</Link>
              <Link href="https://www.instagram.com/kinetic.fit" target="_blank">
                {intl.formatMessage(messages.instagram, { product })}
              </Link>
              <Link href="https://www.linkedin.com/company/kinetic-fit" target="_blank">
                {intl.formatMessage(messages.linkedin, { product })}
              </Link>
            </Inline>
          </nav>
          <Text tone="muted" size="small">
            {intl.formatMessage(messages.copyright, { year: new Date().getFullYear(), product })}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
