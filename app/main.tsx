import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureSdk } from '../sdk';
import { config } from './config';
import { setColorScheme } from '../design-system';
import { loadIntl } from './i18n';
import { chosenLocale, chosenTheme } from './lib/storage/display';
import { forgetAnswers } from './offline/answers';
import { onSignedOut } from './session/session';
import { tokens } from './session/tokens';
import { App } from './shell/App';

configureSdk({
  baseUrls: {
    api: config.apiBaseUrl,
    identity: config.identityBaseUrl,
    token: config.tokenBaseUrl,
    auth: config.authBaseUrl,
  },
  identityApiKey: config.identityApiKey,
  getToken: tokens.accessToken,
  renewToken: tokens.renewAfterRefusal,
  onUnauthorized: tokens.endRefusedSession,
  // The language the app is shown in (loadIntl sets it on the page), for the API's master data.
  language: () => document.documentElement.lang || undefined,
});

// Signing out turns push off on this browser; its code loads only then, so the first paint carries none of it.
onSignedOut((_role, idToken) => import('./push/logout').then((push) => push.forgetPushToken(idToken)));
// What the person's screens kept for reading offline goes with them.
onSignedOut(forgetAnswers);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// No top-level await here: it would turn off Rolldown's chunk merging and split the first paint
// into many small files.
// The language and colour scheme this browser chose (or `?lang=`), before anything is shown.
setColorScheme(chosenTheme());
void loadIntl(chosenLocale(window.location.search, navigator.languages), navigator.languages).then((intl) =>
  createRoot(root).render(
    <StrictMode>
      <App intl={intl} />
    </StrictMode>,
  ),
);
