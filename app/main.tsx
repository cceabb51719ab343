import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureSdk } from '../sdk';
import { config } from './config';
import { loadIntl, pickLocale } from './i18n';
import { endRejectedSession } from './session/session';
import { getAccessToken } from './session/stores';
import { App } from './shell/App';

configureSdk({
  baseUrls: { api: config.apiBaseUrl, identity: config.identityBaseUrl, auth: config.authBaseUrl },
  identityApiKey: config.identityApiKey,
  getToken: getAccessToken,
  onUnauthorized: endRejectedSession,
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// No top-level await here: it would turn off Rolldown's chunk merging and split the first paint
// into many small files.
void loadIntl(pickLocale(navigator.languages), navigator.languages).then((intl) =>
  createRoot(root).render(
    <StrictMode>
      <App intl={intl} />
    </StrictMode>,
  ),
);
