import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

export const filter = style({ maxWidth: '20rem' });

/** The player: full width, 16:9 until the video says otherwise, dark behind letterboxing. */
export const player = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.xlarge,
  background: '#0b0d12',
});
