import { style } from '@vanilla-extract/css';
import { focusRing, transition } from './focus';
import { vars } from '../tokens';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  width: 'fit-content',
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

/** The alert icon before an error message, level with its first line. */
export const errorIcon = style({ flexShrink: 0, marginTop: vars.space.xxsmall });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

const controlBase = {
  minHeight: vars.size.fieldHeight,
  width: '100%',
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.fontSize.standard,
  transition: transition('border-color', 'box-shadow', 'background-color'),
} as const;

/** A bare text input (TextField, TextArea). */
export const input = style({
  ...controlBase,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '0', borderColor: vars.color.focus },
    '&[data-invalid]': { borderColor: vars.color.critical, boxShadow: `inset 0 0 0 1px ${vars.color.critical}` },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed', background: vars.color.surfaceSunken },
  },
});

export const textarea = style({ minHeight: '6.5rem', resize: 'vertical', lineHeight: vars.lineHeight.standard });

/** A group that looks like one input (input + buttons: NumberField, SearchField, Select, ComboBox, DatePicker). */
export const group = style({
  ...controlBase,
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible], &[data-focus-within]:has(input[data-focus-visible])': {
      ...focusRing,
      outlineOffset: '0',
      borderColor: vars.color.focus,
    },
    '&[data-invalid]': { borderColor: vars.color.critical, boxShadow: `inset 0 0 0 1px ${vars.color.critical}` },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed', background: vars.color.surfaceSunken },
  },
});

/** The browser's own select (NativeSelect), drawn like a group, with room for the chevron drawn over it. */
export const nativeSelect = style({
  ...controlBase,
  appearance: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.standard,
  paddingInlineStart: vars.space.medium,
  // A long choice ends in an ellipsis before the chevron.
  paddingInlineEnd: `calc(${vars.space.medium} + 18px + ${vars.space.small})`,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: '0', borderColor: vars.color.focus },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed', background: vars.color.surfaceSunken },
  },
});

/** The input inside a group. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  paddingInline: vars.space.medium,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** Small square buttons inside a group (clear, steppers, open calendar). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  alignSelf: 'stretch',
  minWidth: '2.5rem',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transition: transition('background-color', 'color'),
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

/** NumberField's input: digits line up as the value steps. */
export const numberInput = style([groupInput, { fontVariantNumeric: 'tabular-nums' }]);

export const icon = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  paddingLeft: vars.space.medium,
  flexShrink: 0,
});

/** Date/time segments. */
export const dateInput = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  paddingInline: vars.space.medium,
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflowX: 'auto',
});
/** DateRangePicker's start and end inputs, side by side in one group. */
export const dateRangeInputs = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  overflowX: 'auto',
});
export const segment = style({
  paddingInline: 2,
  // A one-digit day or month is as wide as a 24 px target all the same (WCAG 2.2's 2.5.8): narrower,
  // it sits too close to the next segment.
  minWidth: 24,
  textAlign: 'center',
  borderRadius: vars.radius.small,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted, paddingInline: 0, minWidth: 0 },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.onBrand },
    // A focused segment keeps the brand's own text colour: the critical one is too faint on the brand.
    '&[data-invalid]:not([data-focused])': { color: vars.color.critical },
  },
});

/** TimeField's wrapper (no RAC Group): mirror the group states from its DateInput. */
export const timeGroup = style({
  selectors: {
    '&:has([data-invalid])': { borderColor: vars.color.critical, boxShadow: `inset 0 0 0 1px ${vars.color.critical}` },
    '&:has([data-focus-within])': { ...focusRing, outlineOffset: '0', borderColor: vars.color.focus },
    '&:has([data-disabled])': { opacity: 0.5, cursor: 'not-allowed', background: vars.color.surfaceSunken },
  },
});
