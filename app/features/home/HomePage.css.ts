import { style } from '@vanilla-extract/css';
import { vars, mq } from '@/design-system/tokens';

export const hero = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  paddingBlock: vars.space.large,
  '@media': { [mq.desktop]: { gridTemplateColumns: '1.1fr 1fr', paddingBlock: vars.space.xxlarge } },
});

export const heroArt = style({
  width: '100%',
  height: 'auto',
  maxWidth: '30rem',
  justifySelf: 'center',
  borderRadius: vars.radius.xlarge,
  boxShadow: vars.shadow.large,
});
