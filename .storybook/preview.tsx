import './processShim';
import type { ArgTypesEnhancer, Decorator, Preview } from '@storybook/react-vite';
import '../design-system/tokens/reset.css';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { setColorScheme, type ColorScheme } from '../design-system/tokens/colorScheme';
import { darkColors } from '../design-system/tokens/palette';
import { vars } from '../design-system/tokens';
import { darkPanel } from './preview.css';
import { LIVE_ANNOUNCER } from '../e2e/equalAccess';

const withColorScheme: Decorator = (Story, context) => {
  if (context.viewMode === 'docs') {
    // A docs page shows every story of a component at once: the page stays light, and a story that
    // asks for dark gets a dark surface of its own with the dark colour roles.
    setColorScheme('light');
    if (context.storyGlobals?.colorScheme !== 'dark') return <Story />;
    return (
      <div className={darkPanel} style={assignInlineVars(vars.color, darkColors)}>
        <Story />
      </div>
    );
  }
  const scheme = (context.globals.colorScheme ?? 'light') as ColorScheme;
  // Set synchronously so the first paint (and the a11y check) already uses the scheme.
  setColorScheme(scheme);
  return <Story />;
};

/**
 * A props table lists a component's own props with their JSDoc. A prop a story sets that is not
 * among them comes from the React Aria component (or the element) the component wraps: those are
 * grouped under one heading that says so and links to React Aria's documentation, instead of
 * standing among the own props without a word.
 */
const inheritedProps: ArgTypesEnhancer = ({ argTypes, initialArgs }) => ({
  ...Object.fromEntries(
    Object.keys(initialArgs ?? {})
      .filter((name) => !argTypes[name])
      .map((name) => [
        name,
        {
          name,
          description:
            'Passed on to the React Aria component or element underneath: see [React Aria’s documentation](https://react-spectrum.adobe.com/react-aria/components.html).',
          table: { category: 'Inherited from React Aria' },
        },
      ]),
  ),
  ...argTypes,
});

const preview: Preview = {
  // A docs page for every component: its description and props come from the JSDoc on the
  // component and its props type.
  tags: ['autodocs'],
  decorators: [withColorScheme],
  argTypesEnhancers: [inheritedProps],
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
    // axe reports its violations in full and no more than one element of what passed: gathering the
    // details of every element that passed is most of a scan's time. WCAG 2.2's target size (2.5.8),
    // which axe leaves off unless asked, is checked too: a control under 24 px must stand apart.
    // React Aria's live announcer is left out, as in the end-to-end scans: it briefly keeps an
    // announcement that points (aria-labelledby) at a pending button that has since gone.
    a11y: {
      test: 'error',
      context: { exclude: [LIVE_ANNOUNCER] },
      options: { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } },
    },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    backgrounds: { disable: true },
    // The foundations first, then the layout primitives, the components by family, and the app's
    // patterns built from them.
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Tokens', 'Layout'],
          'Layout',
          'Components',
          'Forms',
          'Dates',
          'Data',
          'Overlays',
          'Patterns',
        ],
      },
    },
  },
};
export default preview;
