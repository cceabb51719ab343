import { style } from '@vanilla-extract/css';
import { vars, mq } from '../../../design-system/tokens';

/** Cover art beside the title block; stacked on phones. */
export const hero = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'center',
  '@media': { [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)', gap: vars.space.xxlarge } },
});

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.xlarge,
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.medium,
});

/** One session of the schedule: the date beside its time and places. */
export const session = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem 1fr auto',
  gap: vars.space.gutter,
  alignItems: 'center',
  paddingBlock: vars.space.medium,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const equipment = style({ paddingLeft: vars.space.large, margin: 0 });
