import './processShim';
import type { Decorator, Preview } from '@storybook/react-vite';
import '../design-system/tokens/reset.css';
import { setColorScheme, type ColorScheme } from '../design-system/tokens/colorScheme';

const withColorScheme: Decorator = (Story, context) => {
  const scheme = (context.globals.colorScheme ?? 'light') as ColorScheme;
  // Set synchronously so the first paint (and the a11y check) already uses the scheme.
  setColorScheme(scheme);
  return <Story />;
};

const preview: Preview = {
  // A docs page for every component: its description and props come from the JSDoc on the
  // component and its props type.
  tags: ['autodocs'],
  decorators: [withColorScheme],
  globalTypes: {
    colorScheme: {
      description: 'Colour scheme (calls setColorScheme)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    backgrounds: { disable: true },
  },
};
export default preview;
