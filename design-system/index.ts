// Kinetic design system — the public surface. The app imports from here only.

// Tokens, themes, global styles
import './tokens/reset.css';
export { vars, breakpoints, mq, darkMode, type Breakpoint } from './tokens';
export { sprinkles, type Sprinkles, type Space } from './tokens/sprinkles.css';
export type { ResponsiveValue } from './tokens/responsive';
export { setColorScheme, getColorScheme, getResolvedColorScheme, type ColorScheme } from './tokens/colorScheme';
export { lightColors, darkColors, contrast, type ColorRoles } from './tokens/palette';

// Layout primitives and typography
export { Box, type BoxProps } from './Box/Box';
export { joinClassNames, type ClassNamePart } from './private/className';
export { Stack, type StackProps } from './Stack/Stack';
export { Inline, type InlineProps } from './Inline/Inline';
export { Columns, Column, type ColumnsProps, type ColumnProps } from './Columns/Columns';
export { Container, type ContainerProps } from './Container/Container';
export { Heading, type HeadingProps } from './Heading/Heading';
export { Text, type TextProps, type TextTone } from './Text/Text';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
/**
 * React Aria's one live announcer: says a message, or an element's text (`{ 'aria-labelledby': id }`),
 * politely or assertively. For words that appear in place of others, where a live region put around
 * them would come too late to be heard.
 */
export { announce } from 'react-aria/private/live-announcer/LiveAnnouncer';

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
export { SelectSkeleton, type SelectSkeletonProps } from './Select/SelectSkeleton';
export { NativeSelect, type NativeSelectOption, type NativeSelectProps } from './NativeSelect/NativeSelect';
export { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox/ComboBox';
export type { OptionProps } from './private/ListItem';

// Dates (values are @internationalized/date objects, re-exported here for the app)
export { Calendar, RangeCalendar, type CalendarProps, type RangeCalendarProps } from './Calendar/Calendar';
export { DatePicker, type DatePickerProps } from './DatePicker/DatePicker';
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker/DateRangePicker';
export { TimeField, type TimeFieldProps } from './TimeField/TimeField';
export {
  CalendarDate,
  CalendarDateTime,
  Time,
  ZonedDateTime,
  fromDate,
  getLocalTimeZone,
  parseAbsolute,
  parseAbsoluteToLocal,
  parseDate,
  parseDateTime,
  parseTime,
  parseZonedDateTime,
  today,
  now,
  toCalendarDate,
  toCalendarDateTime,
  toZoned,
} from '@internationalized/date';
export type { DateValue, TimeValue, DateRange } from 'react-aria-components';

// Navigation and overlays (Menu, Dialog, Popover, Tooltip and Toast pull in RAC overlay code:
// the app should import them from lazily loaded screens where it can).
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './Tabs/Tabs';
export { TabNav, type TabNavProps, type TabNavItem } from './Tabs/TabNav';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  type MenuProps,
  type MenuItemProps,
  type MenuSectionProps,
  type MenuTriggerProps,
} from './Menu/Menu';
export {
  Dialog,
  DialogTrigger,
  Modal,
  AlertDialog,
  type DialogProps,
  type DialogTriggerProps,
  type ModalProps,
  type AlertDialogProps,
} from './Dialog/Dialog';
export { Popover, type PopoverProps } from './Popover/Popover';
export { Tooltip, TooltipTrigger, type TooltipProps, type TooltipTriggerProps } from './Tooltip/Tooltip';
export {
  toast,
  toastQueue,
  ToastRegion,
  ToastQueue,
  type ShowToastOptions,
  type ToastTone,
  type ToastRegionProps,
  type ToastContentValue,
} from './Toast/Toast';

// Data and collections
export {
  Table,
  TableHeader,
  TableColumn,
  TableBody,
  TableRow,
  TableCell,
  type TableProps,
  type TableColumnProps,
  type TableCellProps,
  type TableBodyComponentProps,
} from './Table/Table';
export type { SortDescriptor, Selection, Key } from 'react-aria-components';
export { GridList, GridListItem, type GridListProps, type GridListItemProps } from './GridList/GridList';
export { TagGroup, Tag, type TagGroupProps, type TagProps } from './TagGroup/TagGroup';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
// Chart: uPlot is loaded with import() only when a Chart mounts.
export { Chart, type ChartProps, type ChartSeries } from './Chart/Chart';

// Files and forms
export {
  FileDropZone,
  type FileDropZoneProps,
  type HeldFile,
  type RejectedFile,
  type StoredFile,
} from './FileDropZone/FileDropZone';
export { Form, FieldError, type FormProps } from './Form/Form';
