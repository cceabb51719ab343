import { style } from '@vanilla-extract/css';
import { mq, vars } from '@/design-system/tokens';

/** A list of session rows, without bullets. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/**
 * One session: the date tile beside what and when, and the actions; below tablet width the
 * actions go on their own row under the details.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  gridTemplateAreas: '"tile main" "actions actions"',
  columnGap: vars.space.gutter,
  rowGap: vars.space.medium,
  alignItems: 'start',
  paddingBlock: vars.space.large,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': {
    [mq.tablet]: {
      gridTemplateColumns: '3.5rem minmax(0, 1fr) auto',
      gridTemplateAreas: '"tile main actions"',
      alignItems: 'center',
    },
  },
});

/** The date tile's place in the row. */
export const tile = style({ gridArea: 'tile' });

export const main = style({ gridArea: 'main', minWidth: 0 });

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  '@media': { [mq.tablet]: { justifyContent: 'flex-end', maxWidth: '22rem' } },
});
