import type { ReactNode } from 'react';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  Header,
  Popover,
  Separator,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuTriggerProps as RACMenuTriggerProps,
  type MenuSectionProps as RACMenuSectionProps,
} from 'react-aria-components';
import { CheckIcon } from '../private/icons';
import * as styles from '../private/listbox.css';
import { composeClassName } from '../private/className';

export type MenuTriggerProps = RACMenuTriggerProps;
/** Wraps a Button and a Menu: the button opens the menu (Enter, Space, ArrowDown). */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  /** Where the menu opens relative to its trigger (it flips when there is no room). */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}
/**
 * A menu of actions in a popover. Needs `aria-label` when the trigger has no text.
 *
 * Use instead: a Select to choose a value in a form; Tabs or TabNav to switch views; visible Buttons when there are only one or two actions.
 *
 * Accessibility: the trigger opens it with Enter, Space or arrow keys; arrows move, typing jumps to an item, Enter chooses, Escape closes and focus returns to the trigger. Sections are announced by their titles.
 */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  return (
    <Popover className={styles.popover} placement={placement} offset={6}>
      <RACMenu {...props} className={composeClassName(className, styles.listbox)} />
    </Popover>
  );
}

export interface MenuItemProps extends Omit<RACMenuItemProps, 'children'> {
  /** The item's label, a verb ("Edit class"). */
  children: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  /** Decorative icon before the text. */
  icon?: ReactNode;
  /** Destructive action (red). */
  isCritical?: boolean;
}
export function MenuItem({ children, description, icon, isCritical, className, ...props }: MenuItemProps) {
  return (
    <RACMenuItem
      {...props}
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeClassName(className, styles.item, isCritical && styles.critical)}
    >
      {({ isSelected }) => (
        <>
          {icon && (
            <span aria-hidden="true" className={styles.itemIcon}>
              {icon}
            </span>
          )}
          <span className={styles.itemText}>
            {children}
            {description && <span className={styles.itemDescription}>{description}</span>}
          </span>
          {isSelected && (
            <span className={styles.check}>
              <CheckIcon size={16} />
            </span>
          )}
        </>
      )}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T extends object> extends RACMenuSectionProps<T> {
  /** Section heading, announced with its items. */
  title?: string;
}
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props}>
      {title && <Header className={styles.sectionHeader}>{title}</Header>}
      {children as ReactNode}
    </RACMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
