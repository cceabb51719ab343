import { style } from '@vanilla-extract/css';
import { mq, vars } from '@/design-system/tokens';

/** The packs as cards, one a row on a phone, two on a wide screen. */
export const packs = style({
  display: 'grid',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [mq.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const pack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const packHead = style({ display: 'flex', gap: vars.space.medium, alignItems: 'center' });

export const grow = style({ flex: '1 1 auto', minWidth: 0 });

export const history = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.small });

export const summary = style({
  cursor: 'pointer',
  paddingBlock: vars.space.xsmall,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.strong,
});

export const credits = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  marginTop: vars.space.small,
  padding: 0,
  listStyle: 'none',
});

export const credit = style({ display: 'grid', gap: '0.125rem' });
