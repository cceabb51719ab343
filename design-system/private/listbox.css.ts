import { style } from '@vanilla-extract/css';
import { transition } from './focus';
import { vars } from '../tokens';

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(28rem, calc(100vw - 2rem))',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  overflow: 'auto',
  outline: 'none',
  transition: `opacity ${vars.duration.fast} ${vars.easing.standard}, transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&[data-entering]': { opacity: 0, transform: 'translateY(-4px)' },
    '&[data-exiting]': { opacity: 0 },
  },
});

export const listbox = style({ padding: vars.space.xsmall, outline: 'none', maxHeight: 'inherit', overflow: 'auto' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '2.5rem',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  transition: transition('background-color'),
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[data-selected]': { fontWeight: vars.fontWeight.strong },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
  },
});
export const itemIcon = style({ display: 'inline-flex' });
export const critical = style({ color: vars.color.critical });
export const check = style({ marginLeft: 'auto', color: vars.color.brandText, display: 'inline-flex' });
export const itemText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const itemDescription = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});
export const sectionHeader = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});
export const separator = style({
  height: 1,
  background: vars.color.border,
  marginBlock: vars.space.xsmall,
  border: 'none',
});
export const empty = style({ padding: vars.space.medium, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const selectButton = style({
  justifyContent: 'space-between',
  cursor: 'pointer',
  paddingInline: vars.space.medium,
  textAlign: 'left',
  gap: vars.space.small,
});
export const selectValue = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
export const chevron = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });
