// Kinetic design system — the public surface. The app imports from here only.

// Tokens, themes, global styles
import './tokens/reset.css';
export { vars } from './tokens/vars.css';
export { sprinkles, type Sprinkles, type Space } from './tokens/sprinkles.css';
export { breakpoints, mq, type Breakpoint } from './tokens/breakpoints';
export type { ResponsiveValue } from './tokens/responsive';
export { darkMode } from './tokens/colorMode';
export { setColorScheme, getColorScheme, getResolvedColorScheme, type ColorScheme } from './tokens/colorScheme';
export { lightColors, darkColors, contrast, type ColorRoles } from './tokens/palette';

// Layout primitives and typography
export { Box, cx, type BoxProps } from './Box/Box';
export { Stack, type StackProps } from './Stack/Stack';
export { Inline, type InlineProps } from './Inline/Inline';
export { Columns, Column, type ColumnsProps, type ColumnProps } from './Columns/Columns';
export { Container, type ContainerProps } from './Container/Container';
export { Heading, type HeadingProps } from './Heading/Heading';
export { Text, type TextProps, type TextTone } from './Text/Text';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';

// Components
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button/Button';
export { Link, type LinkProps } from './Link/Link';
export { LinkButton, type LinkButtonProps } from './Link/LinkButton';
export { Card, CardLink, type CardProps, type CardLinkProps, type CardImage } from './Card/Card';
export { Avatar, type AvatarProps } from './Avatar/Avatar';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar';
export { Meter, type MeterProps } from './Meter/Meter';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState/ErrorState';
export { Rating, type RatingProps } from './Rating/Rating';
export { RatingInput, type RatingInputProps } from './Rating/RatingInput';

// Forms
export type { ErrorMessage, FieldLabelProps } from './private/Field';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { PasswordField, type PasswordFieldProps, type PasswordRule } from './PasswordField/PasswordField';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup/CheckboxGroup';
export { RadioGroup, Radio, type RadioGroupProps, type RadioProps } from './RadioGroup/RadioGroup';
export { Switch, type SwitchProps } from './Switch/Switch';
export { Select, SelectItem, type SelectProps } from './Select/Select';
export { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox/ComboBox';
export type { OptionProps } from './private/ListItem';
