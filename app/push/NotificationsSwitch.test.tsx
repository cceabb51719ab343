import { createIntl } from '@formatjs/intl';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '../i18n';
import { NotificationsSwitch } from './NotificationsSwitch';
import type * as Tokens from './tokens';

// The worker's registration comes from the build's PWA plugin, which unit tests do not run.
vi.mock('../offline/register', () => ({ registerWorker: () => navigator.serviceWorker.ready }));

const mode = vi.hoisted(() => ({ value: 'off' as 'off' | 'local' }));
vi.mock('./tokens', async (importOriginal) => ({
  ...(await importOriginal<typeof Tokens>()),
  get pushMode() {
    return mode.value;
  },
}));

function renderSwitch() {
  render(
    <IntlProvider value={createIntl({ locale: 'en', onError: () => undefined })}>
      <NotificationsSwitch />
    </IntlProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the notifications switch where it cannot be turned on', () => {
  it('says Kinetic sends no notifications when its configuration has push off, not that the browser cannot', () => {
    mode.value = 'off';
    renderSwitch();
    expect(screen.getByRole('switch', { name: /^Notifications on this browser/ })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Kinetic does not send notifications to browsers yet/)).toBeTruthy();
    expect(screen.queryByText(/This browser cannot show notifications/)).toBeNull();
  });

  it('says the browser cannot show notifications when push is on but the browser lacks it', () => {
    mode.value = 'local';
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    renderSwitch();
    expect(screen.getByRole('switch', { name: /^Notifications on this browser/ })).toHaveProperty('disabled', true);
    expect(screen.getByText(/This browser cannot show notifications/)).toBeTruthy();
  });
});
