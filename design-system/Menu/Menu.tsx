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
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}
/** A menu of actions in a popover. Needs `aria-label` when the trigger has no text. */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  return (
    <Popover className={styles.popover} placement={placement} offset={6}>
      <RACMenu {...props} className={composeClassName(className, styles.listbox)} />
    </Popover>
  );
}

export interface MenuItemProps extends Omit<RACMenuItemProps, 'children'> {
  children: ReactNode;
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
