// Finds the Chromium that every browser test uses: CHROME_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export const hasChromium = () => existsSync(chromiumPath);
