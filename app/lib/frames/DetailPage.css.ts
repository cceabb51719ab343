import { style } from '@vanilla-extract/css';
import { vars, mq } from '@/design-system/tokens';

/** Main column and a side column of facts; one column on phones and tablets. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [mq.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)', gap: vars.space.xxlarge } },
});

export const aside = style({
  '@media': { [mq.desktop]: { position: 'sticky', top: vars.space.large } },
});

export const divider = style({ border: 'none', borderTop: `1px solid ${vars.color.border}`, margin: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});
export const factRow = style({ display: 'contents' });
export const factTerm = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
});
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, textAlign: 'right', minWidth: 0 });

/** A list without bullets or indent (certificates, reviews, sessions). */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Long text as the API gives it: its line breaks kept, lines short enough to read. */
export const prose = style({ whiteSpace: 'pre-line', maxWidth: '65ch' });
