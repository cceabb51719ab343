/**
 * The web app manifest (`/manifest.webmanifest`, written by vite-plugin-pwa at build) and the
 * browser's theme colours, from the design tokens: what makes Kinetic installable as an app of its
 * own window that opens on the person's dashboard.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { darkColors, lightColors } from '../design-system/tokens/palette.ts';
import { PRODUCT_NAME } from './lib/format/brand.ts';
import { ROUTES } from './routing/table.ts';

/** The colour of the browser's or the installed app's title bar, as the page's background in each scheme. */
export const themeColors = { light: lightColors.background, dark: darkColors.background } as const;

/** The icons public/icons holds (drawn by scripts/icons.mjs). */
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: PRODUCT_NAME,
  short_name: PRODUCT_NAME,
  description:
    'Book live and on-demand fitness classes, one-to-one sessions and subscriptions with qualified trainers.',
  lang: 'en',
  // A trainer who opens the app there is sent to their own dashboard (the route's guard).
  start_url: ROUTES.dashboard.path,
  scope: '/',
  display: 'standalone',
  theme_color: themeColors.light,
  background_color: themeColors.light,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** The tags index.html gets for the manifest's colours and Apple's home screen. */
export const appHeadTags = () => [
  ...(['light', 'dark'] as const).map((scheme) => ({
    tag: 'meta',
    attrs: { name: 'theme-color', media: `(prefers-color-scheme: ${scheme})`, content: themeColors[scheme] },
    injectTo: 'head' as const,
  })),
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON }, injectTo: 'head' as const },
];
