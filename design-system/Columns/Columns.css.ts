import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { mq, vars } from '../tokens';

export const gap = createVar();

// Declared before the space variants so that a variant's gap wins over the default of none.
export const columns = style({
  vars: { [gap]: '0px' },
  display: 'flex',
  flexDirection: 'row',
  marginLeft: `calc(${gap} * -1)`,
  minWidth: 0,
});

const spaceAt = (media?: string) =>
  styleVariants(vars.space, (value) =>
    media ? { '@media': { [media]: { vars: { [gap]: value } } } } : { vars: { [gap]: value } },
  );

export const space = { mobile: spaceAt(), tablet: spaceAt(mq.tablet), desktop: spaceAt(mq.desktop) };

const collapsed = { flexDirection: 'column', marginLeft: 0, rowGap: gap } as const;
const expanded = { flexDirection: 'row', marginLeft: `calc(${gap} * -1)`, rowGap: 0 } as const;

export const collapseBelow = {
  tablet: style({ ...collapsed, '@media': { [mq.tablet]: expanded } }),
  desktop: style({ ...collapsed, '@media': { [mq.desktop]: expanded } }),
};

export const alignY = styleVariants({
  top: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

const tabletSel = `${collapseBelow.tablet} > &`;
const desktopSel = `${collapseBelow.desktop} > &`;

export const column = style({
  minWidth: 0,
  paddingLeft: gap,
  flex: '1 1 0',
  selectors: { [tabletSel]: { paddingLeft: 0 }, [desktopSel]: { paddingLeft: 0 } },
  '@media': {
    [mq.tablet]: { selectors: { [tabletSel]: { paddingLeft: gap } } },
    [mq.desktop]: { selectors: { [desktopSel]: { paddingLeft: gap } } },
  },
});

type Width = { flex: string; maxWidth: string };
const fraction = (f: number): Width => ({ flex: `0 0 ${f * 100}%`, maxWidth: `${f * 100}%` });
const widths = {
  fluid: { flex: '1 1 0', maxWidth: 'none' },
  content: { flex: '0 0 auto', maxWidth: 'none' },
  '1/2': fraction(1 / 2),
  '1/3': fraction(1 / 3),
  '2/3': fraction(2 / 3),
  '1/4': fraction(1 / 4),
  '3/4': fraction(3 / 4),
  '1/5': fraction(1 / 5),
  '2/5': fraction(2 / 5),
  '3/5': fraction(3 / 5),
};
export const width = styleVariants(widths, (w: Width) => ({
  flex: w.flex,
  maxWidth: w.maxWidth,
  selectors: {
    [tabletSel]: { flex: '0 0 auto', maxWidth: 'none' },
    [desktopSel]: { flex: '0 0 auto', maxWidth: 'none' },
  },
  '@media': {
    [mq.tablet]: { selectors: { [tabletSel]: { flex: w.flex, maxWidth: w.maxWidth } } },
    [mq.desktop]: { selectors: { [desktopSel]: { flex: w.flex, maxWidth: w.maxWidth } } },
  },
}));
