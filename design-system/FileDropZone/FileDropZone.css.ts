import { style } from '@vanilla-extract/css';
import { focusRing, transition } from '../private/focus';
import { vars } from '../tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  textAlign: 'center',
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  transition: transition('background-color', 'border-color'),
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-drop-target]': {
      background: vars.color.brandSoft,
      borderColor: vars.color.brandText,
      borderStyle: 'solid',
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5 },
  },
});
export const invalid = style({ borderColor: vars.color.critical });
export const icon = style({
  display: 'inline-flex',
  width: 48,
  height: 48,
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});
export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const previews = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: vars.space.small,
});
export const preview = style({
  position: 'relative',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  aspectRatio: '1 / 1',
});
export const previewImg = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const previewName = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: `2px ${vars.space.xsmall}`,
  fontSize: vars.fontSize.xsmall,
  background: vars.color.inverse,
  color: vars.color.onInverse,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const removeButton = style({ position: 'absolute', top: vars.space.xsmall, right: vars.space.xsmall });
/** Move earlier / later, at the top left of a preview. */
export const moveButtons = style({
  position: 'absolute',
  top: vars.space.xsmall,
  left: vars.space.xsmall,
  display: 'flex',
  gap: vars.space.xxsmall,
});
export const errors = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
