import { style } from '@vanilla-extract/css';
import { focusRing, transition } from './focus';
import { vars } from '../tokens';

// Forced colours (Windows' contrast themes) paint every background with the system's Canvas, which
// would hide what says a choice is on: the ticked box, the radio's dot, the switch's thumb. There they
// are drawn with the system's own colours for a selection (Highlight and HighlightText).
const forced = '(forced-colors: active)';

/** Checkbox / Radio / Switch row. */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: '1.5rem',
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const choiceText = style({ display: 'flex', flexDirection: 'column', lineHeight: vars.lineHeight.standard });
export const choiceDescription = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const box = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.375rem',
  height: '1.375rem',
  marginTop: '0.0625rem',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.onBrand,
  transition: transition('background-color', 'border-color', 'transform'),
  selectors: {
    [`${choice}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${choice}[data-pressed] &`]: { transform: 'scale(0.92)' },
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.text,
    },
    [`${choice}[data-focus-visible] &`]: focusRing,
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.critical },
  },
  '@media': {
    [forced]: {
      selectors: {
        [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
          forcedColorAdjust: 'none',
          background: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});
export const radio = style({ borderRadius: '50%' });
export const radioDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: '50%',
  background: vars.color.onBrand,
  transform: 'scale(0)',
  transition: transition('transform'),
  selectors: { [`${choice}[data-selected] &`]: { transform: 'scale(1)' } },
  '@media': { [forced]: { forcedColorAdjust: 'none', background: 'HighlightText' } },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  border: 'none',
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.large });

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `2px solid ${vars.color.borderStrong}`,
  transition: transition('background-color', 'border-color'),
  selectors: {
    [`${choice}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${choice}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.text },
    [`${choice}[data-focus-visible] &`]: focusRing,
  },
  '@media': {
    [forced]: {
      selectors: {
        [`${choice}[data-selected] &`]: {
          forcedColorAdjust: 'none',
          background: 'Highlight',
          borderColor: 'Highlight',
        },
      },
    },
  },
});
export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  background: vars.color.borderStrong,
  transition: transition('transform', 'background-color'),
  selectors: {
    [`${choice}[data-selected] &`]: { transform: 'translateX(1.25rem)', background: vars.color.onBrand },
    [`${choice}[data-pressed] &`]: { width: '1.25rem' },
  },
  '@media': {
    [forced]: {
      forcedColorAdjust: 'none',
      background: 'CanvasText',
      selectors: { [`${choice}[data-selected] &`]: { background: 'HighlightText' } },
    },
  },
});
