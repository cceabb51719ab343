import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { Avatar, Container, Inline, LinkButton } from '@/design-system';
import { defineMessages, useIntl } from '../i18n';
import { PRODUCT_NAME } from '../lib/format/brand';
import { capitalizeName } from '../lib/format/format';
import { useSessionHold, useSessionSync, useSessionTimers, useViewer } from '../session/hooks';
import { dashboardPath, type Role } from '../session/session';
import { Logo } from './Logo';
import * as styles from './Shell.css';
import { paths } from '../routing/paths';

/** Where the payment provider sends a customer back: a checkout is still under way there. */
const CHECKOUT_RETURNS = new Set([paths.paymentSuccess(), paths.paymentFailure()]);

// The menu (and its popover) loads only for a signed-in person: visitors of `/` never pay for it.
const AccountMenu = lazy(() => import('./AccountMenu'));

const messages = defineMessages({
  home: { id: 'header.home', defaultMessage: '{product} home' },
  login: { id: 'header.login', defaultMessage: 'Login' },
  signUp: { id: 'header.signUp', defaultMessage: 'Sign Up' },
  dashboard: { id: 'header.dashboard', defaultMessage: 'Go To Dashboard' },
});

function SignedInActions({ role, firstName }: { role: Role; firstName: string }) {
  const intl = useIntl();
  return (
    <>
      <LinkButton href={dashboardPath[role]} variant="secondary" size="small">
        {intl.formatMessage(messages.dashboard)}
      </LinkButton>
      <Suspense fallback={<Avatar name={firstName} decorative />}>
        <AccountMenu role={role} firstName={firstName} />
      </Suspense>
    </>
  );
}

/** Logo home; Login and Sign Up for visitors; the dashboard and account menu for a signed-in person. */
export function Header() {
  const intl = useIntl();
  useSessionTimers();
  useSessionSync();
  // A customer back from paying is not signed out by the 1-hour limit until they leave the page.
  const [path] = useLocation();
  useSessionHold(CHECKOUT_RETURNS.has(path));
  const signedIn = useViewer();
  return (
    <header className={styles.header}>
      <Container>
        <div className={styles.headerRow}>
          <Link
            href={paths.home()}
            className={styles.logoLink}
            aria-label={intl.formatMessage(messages.home, { product: PRODUCT_NAME })}
          >
            <Logo />
          </Link>
          <Inline space="small" alignY="center" noWrap>
            {signedIn ? (
              <SignedInActions role={signedIn.role} firstName={capitalizeName(signedIn.firstName ?? '')} />
            ) : (
              <>
                <LinkButton href={paths.logIn()} variant="ghost" size="small" className={styles.headerButton}>
                  {intl.formatMessage(messages.login)}
                </LinkButton>
                <LinkButton href={paths.signUp()} variant="primary" size="small" className={styles.headerButton}>
                  {intl.formatMessage(messages.signUp)}
                </LinkButton>
              </>
            )}
          </Inline>
        </div>
      </Container>
    </header>
  );
}
