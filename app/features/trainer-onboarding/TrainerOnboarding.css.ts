import { style } from '@vanilla-extract/css';
import { mq, vars } from '@/design-system/tokens';

export const form = style({ display: 'grid', gap: vars.space.large });

/** Two short fields side by side from tablet width, stacked on phones. */
export const pair = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mq.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const missing = style({ margin: 0, paddingInlineStart: vars.space.large });

export const certificates = style({ listStyle: 'none', margin: 0, padding: 0 });

export const certificate = style({
  paddingBlock: vars.space.medium,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
