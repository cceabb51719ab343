import { useEffect, useState } from 'react';
import { activateUpdate, onUpdateWaiting, registerWorker } from './register';
import { UpdatePrompt } from './UpdatePrompt';

/** Once the page has loaded (so it competes with nothing of the first paint), the worker registers. */
function registerAfterLoad() {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const register = () => void registerWorker().catch(() => undefined);
  if (document.readyState === 'complete') {
    register();
    return () => undefined;
  }
  window.addEventListener('load', register, { once: true });
  return () => window.removeEventListener('load', register);
}

/**
 * The app's service worker, for every page: registered after load, and the update prompt while a
 * new version waits, until the person reloads or chooses Not now. Mounted once by the shell, once
 * the first screen has been drawn.
 */
export default function AppUpdates() {
  const [waiting, setWaiting] = useState(false);
  useEffect(registerAfterLoad, []);
  useEffect(() => onUpdateWaiting(() => setWaiting(true)), []);
  return waiting ? <UpdatePrompt onReload={activateUpdate} onDismiss={() => setWaiting(false)} /> : null;
}
