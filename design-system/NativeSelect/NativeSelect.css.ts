import { style } from '@vanilla-extract/css';
import { vars } from '../tokens';

/** The select (`field.nativeSelect`) and its chevron, drawn over it (the browser's own arrow is hidden). */
export const control = style({ position: 'relative', display: 'flex', minWidth: 0 });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.medium,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
