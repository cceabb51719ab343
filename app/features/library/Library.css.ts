import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../../design-system/tokens';

export const page = style({
  paddingBlock: vars.space.large,
  '@media': { [mq.desktop]: { paddingBlock: vars.space.xlarge } },
});

export const filter = style({ maxWidth: '20rem' });

/** The player: full width, 16:9 until the video says otherwise, dark behind letterboxing. */
export const player = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.xlarge,
  background: '#0b0d12',
});
