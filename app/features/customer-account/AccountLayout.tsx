import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Heading, Link, Stack } from '../../../design-system';
import { useIntl } from '../../i18n';
import { PageFrame } from '../../lib/frames/PageFrame';
import { usePageTitle } from '../../lib/frames/usePageTitle';
import { messages } from './messages';
import * as styles from './Account.css';
import { paths } from '../../routing/paths';

const SECTIONS = [
  { href: paths.profile(), label: messages.navProfile },
  { href: paths.following(), label: messages.navFollowing },
  { href: paths.subscriptions(), label: messages.navSubscriptions },
  { href: paths.credit(), label: messages.navCredit },
  { href: paths.settings(), label: messages.navSecurity },
] as const;

/** An account page: its title, the links between the account's pages (the current one marked), its content. */
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
