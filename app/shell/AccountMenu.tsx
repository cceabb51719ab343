import { Avatar, Button, Menu, MenuItem, MenuSection, MenuTrigger } from '@/design-system';
import { defineMessages, useIntl } from '../i18n';
import { useSignOut } from '../session/hooks';
import { dashboardPath, type Role } from '../session/session';
import { paths } from '../routing/paths';

const messages = defineMessages({
  label: { id: 'header.account.label', defaultMessage: 'Account menu for {name}' },
  greeting: { id: 'header.account.greeting', defaultMessage: 'Hi, {name}' },
  dashboard: { id: 'header.account.dashboard', defaultMessage: 'Dashboard' },
  profile: { id: 'header.account.profile', defaultMessage: 'Profile' },
  following: { id: 'header.account.following', defaultMessage: 'Following' },
  subscriptions: { id: 'header.account.subscriptions', defaultMessage: 'Subscriptions and invoices' },
  credit: { id: 'header.account.credit', defaultMessage: 'Account credit' },
  logout: { id: 'header.account.logout', defaultMessage: 'Logout' },
});

/** A customer's account pages, under Dashboard. */
const CUSTOMER_PAGES = [
  { id: 'profile', href: paths.profile() },
  { id: 'following', href: paths.following() },
  { id: 'subscriptions', href: paths.subscriptions() },
  { id: 'credit', href: paths.credit() },
] as const;

/**
 * The signed-in person's avatar, opening a menu with a greeting by first name, Dashboard (and a
 * customer's account pages) and Logout; it closes on a click outside it. Loaded lazily by the header.
 */
export default function AccountMenu({ role, firstName }: { role: Role; firstName: string }) {
  const intl = useIntl();
  const signOut = useSignOut();
  const label = intl.formatMessage(messages.label, { name: firstName });
  return (
    <MenuTrigger>
      <Button variant="ghost" aria-label={label} icon={<Avatar name={firstName} decorative />} />
      <Menu aria-label={label} placement="bottom end">
        <MenuSection title={intl.formatMessage(messages.greeting, { name: firstName })}>
          <MenuItem id="dashboard" href={dashboardPath[role]}>
            {intl.formatMessage(messages.dashboard)}
          </MenuItem>
          {role === 'customer' &&
            CUSTOMER_PAGES.map(({ id, href }) => (
              <MenuItem key={id} id={id} href={href}>
                {intl.formatMessage(messages[id])}
              </MenuItem>
            ))}
          <MenuItem id="logout" onAction={() => signOut(role)}>
            {intl.formatMessage(messages.logout)}
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
