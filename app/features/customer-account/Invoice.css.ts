import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

/** What the printed invoice leaves out: the way back and the print button. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

/** The invoice itself; on paper it is black on white without the card's frame. */
export const sheet = style({
  '@media': { print: { border: 'none', boxShadow: 'none', background: 'white', color: 'black', padding: 0 } },
});

// On paper the invoice is the whole page: the site's header and footer are left out.
globalStyle(`body:has(${sheet}) :is(header, footer):not(${sheet} *)`, {
  '@media': { print: { display: 'none' } },
});

export const lines = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${lines} th, ${lines} td`, {
  textAlign: 'start',
  paddingBlock: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${lines} thead th`, { fontSize: vars.fontSize.small, color: vars.color.textMuted });
globalStyle(`${lines} tfoot th`, { fontWeight: vars.fontWeight.regular });

export const amount = style({});
globalStyle(`${lines} ${amount}`, { textAlign: 'end', whiteSpace: 'nowrap', paddingInlineStart: vars.space.medium });

export const total = style({ fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.large });
globalStyle(`${total} th, ${total} td`, { borderBottom: 'none', fontWeight: vars.fontWeight.strong });
