import { style } from '@vanilla-extract/css';
import { vars, mq } from '@/design-system/tokens';

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

/**
 * One session of the schedule: the date beside its time, and what it offers (book, wait, claim);
 * on a phone what it offers goes on its own row under the time.
 */
export const session = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  gridTemplateAreas: '"tile time" "status status"',
  columnGap: vars.space.gutter,
  rowGap: vars.space.small,
  alignItems: 'center',
  paddingBlock: vars.space.medium,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': {
    [mq.tablet]: { gridTemplateColumns: '3.5rem minmax(0, 1fr) auto', gridTemplateAreas: '"tile time status"' },
  },
});

export const sessionTile = style({ gridArea: 'tile' });
export const sessionTime = style({ gridArea: 'time', minWidth: 0 });
export const sessionStatus = style({ gridArea: 'status' });

export const equipment = style({ paddingLeft: vars.space.large, margin: 0 });
