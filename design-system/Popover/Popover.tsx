import type { ReactNode } from 'react';
import {
  Dialog,
  OverlayArrow,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import * as styles from '../private/popover.css';
import { composeClassName } from '../private/className';

export interface PopoverProps extends Omit<RACPopoverProps, 'children'> {
  /** Names the popover's dialog (e.g. "Filters"). */
  'aria-label'?: string;
  /** Point an arrow at the trigger. */
  showArrow?: boolean;
  /** The content; a Dialog inside it gives it a name and focus handling. */
  children?: ReactNode;
}

/**
 * Non-modal content anchored to a trigger: use inside a DialogTrigger with a Button.
 * Focus moves in, Escape closes it and returns focus to the trigger.
 *
 * Use instead: a Tooltip for a short label on hover or focus; a Dialog for a task that needs the whole screen; a Menu for a list of actions.
 *
 * Accessibility: opens from its trigger, Escape or a click outside closes it and focus returns; put a Dialog inside to name it and move focus in.
 */
export function Popover({ showArrow, children, className, 'aria-label': ariaLabel, ...props }: PopoverProps) {
  return (
    <RACPopover offset={showArrow ? 12 : 8} {...props} className={composeClassName(className, styles.popover)}>
      {showArrow && (
        <OverlayArrow>
          <svg width={14} height={14} viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      <Dialog aria-label={ariaLabel} className={styles.paddedDialog}>
        {children}
      </Dialog>
    </RACPopover>
  );
}
