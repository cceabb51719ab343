import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Heading, Link, Stack } from '@/design-system';
import { defineMessages, useIntl } from '@/app/i18n';
import { paths } from '@/app/routing/paths';
import { PageFrame } from './PageFrame';
import { usePageTitle } from './usePageTitle';
import * as styles from './accountLayout.css';

const messages = defineMessages({
  navLabel: { id: 'account.nav.label', defaultMessage: 'Your account' },
  navProfile: { id: 'account.nav.profile', defaultMessage: 'Profile' },
  navFollowing: { id: 'account.nav.following', defaultMessage: 'Following' },
  navSubscriptions: { id: 'account.nav.subscriptions', defaultMessage: 'Subscriptions' },
  navPacks: { id: 'account.nav.packs', defaultMessage: 'Packs' },
  navFees: { id: 'account.nav.fees', defaultMessage: 'Fees' },
  navCredit: { id: 'account.nav.credit', defaultMessage: 'Credit' },
  navSecurity: { id: 'account.nav.security', defaultMessage: 'Email and password' },
});

const SECTIONS = [
  { href: paths.profile(), label: messages.navProfile },
  { href: paths.following(), label: messages.navFollowing },
  { href: paths.subscriptions(), label: messages.navSubscriptions },
  { href: paths.customerPacks(), label: messages.navPacks },
  { href: paths.customerFees(), label: messages.navFees },
  { href: paths.credit(), label: messages.navCredit },
  { href: paths.settings(), label: messages.navSecurity },
] as const;

/** A customer's account page (profile, following, subscriptions, packs, fees, credit, sign-in): its title, the links between the account's pages (the current one marked), its content. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  usePageTitle(title);
  const [path] = useLocation();
  return (
    <PageFrame space="xlarge" end="wide">
      <Stack space="medium">
        <Heading level={1}>{title}</Heading>
        <nav aria-label={intl.formatMessage(messages.navLabel)}>
          <ul className={styles.nav}>
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <Link
                  href={section.href}
                  quiet
                  tone="neutral"
                  className={styles.navLink}
                  aria-current={path === section.href ? 'page' : undefined}
                >
                  {intl.formatMessage(section.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Stack>
      {children}
    </PageFrame>
  );
}
