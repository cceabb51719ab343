import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

/** The account's pages as a row of links that wraps on a phone. */
export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.small,
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.brand, fontWeight: vars.fontWeight.strong },
  },
});
