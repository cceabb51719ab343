import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens';

/** Column widths a story frames a component in (narrow ones show wrapping and truncation). */
export const width = styleVariants({
  xsmall: { maxWidth: '12.5rem' },
  small: { maxWidth: '20rem' },
  medium: { maxWidth: '22.5rem' },
  large: { maxWidth: vars.contentWidth.xsmall },
  xlarge: { maxWidth: '32.5rem' },
});

/**
 * Room under a trigger for what it opens (popover, menu, listbox, calendar, toasts). None inline on a
 * docs page: play functions do not run there, so nothing opens into it (a story whose overlay opens by
 * itself is shown there in a frame of its own, `ownFrame`).
 */
export const overlayRoom = style({ minHeight: '30rem', selectors: { '.docs-story &': { minHeight: 0 } } });

const swatch = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.medium,
  flexShrink: 0,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});
/** A sample of each colour role, for the palette story. */
export const colorSwatch = styleVariants(vars.color, (color) => [swatch, { background: color }]);
