import { style } from '@vanilla-extract/css';
import { mq, vars } from '@/design-system/tokens';

/** Two columns on a wide screen: the main form and the side sections. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [mq.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** A list without bullets, one row per item, rows divided by a rule. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: vars.space.medium,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const grow = style({ flex: '1 1 14rem', minWidth: 0 });

/** Two fields side by side on a wide screen, one above the other on a phone. */
export const fieldPair = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The balance in big tabular figures. */
export const balance = style({ fontSize: vars.fontSize.display, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' });
