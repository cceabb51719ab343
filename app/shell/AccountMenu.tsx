import { Avatar, Button, Menu, MenuItem, MenuSection, MenuTrigger } from '../../design-system';
import { defineMessages, useIntl } from '../i18n';
import { useSignOut } from '../session/hooks';
import { dashboardPath, type Role } from '../session/session';

const messages = defineMessages({
  label: { id: 'header.account.label', defaultMessage: 'Account menu for {name}' },
  greeting: { id: 'header.account.greeting', defaultMessage: 'Hi, {name}' },
  dashboard: { id: 'header.account.dashboard', defaultMessage: 'Dashboard' },
  logout: { id: 'header.account.logout', defaultMessage: 'Logout' },
});

/**
 * The signed-in person's avatar, opening a menu with a greeting by first name, Dashboard and
 * Logout; it closes on a click outside it. Loaded lazily by the header.
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
          <MenuItem id="logout" onAction={() => signOut(role)}>
            {intl.formatMessage(messages.logout)}
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
