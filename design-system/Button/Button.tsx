import type { ReactNode, Ref } from 'react';
import {
  Button as RACButton,
  ProgressBarContext,
  useSlottedContext,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { composeClassName } from '../private/className';
import { ButtonContent } from './ButtonContent';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'critical' | 'inverse';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<RACButtonProps, 'children'> {
  /** `primary` for the one main action of a view, `secondary` for others, `ghost` for low-emphasis actions, `critical` for destructive ones, `inverse` on dark media. */
  variant?: ButtonVariant;
  /** `small` in dense rows, `medium` by default, `large` for a page's main call to action. */
  size?: ButtonSize;
  /** Fill the width of the container (phone forms, dialog footers). */
  fullWidth?: boolean;
  /** Icon before the label (decorative; the label names the button). */
  icon?: ReactNode;
  /** Icon after the label. */
  iconEnd?: ReactNode;
  /** The button element, e.g. to move focus near it after it goes away. */
  ref?: Ref<HTMLButtonElement>;
  /** Spoken with the button name while `isPending` ("Saving"). */
  pendingLabel?: string;
  /** The label, a verb ("Book class"). Leave it out for an icon-only button and give it an `aria-label`. */
  children?: ReactNode;
}

/** The content, with the spinner named by the id React Aria's Button links to while pending. */
function Content(props: Omit<Parameters<typeof ButtonContent>[0], 'progressId'>) {
  const progress = useSlottedContext(ProgressBarContext) as { id?: string } | null;
  return <ButtonContent {...props} progressId={progress?.id} />;
}

/**
 * A button. `isPending` keeps it focusable, blocks presses, shows a spinner and is announced
 * (aria-disabled plus the pending label appended to the name).
 *
 * Use instead: a LinkButton when it goes to another page; a Link inside running text.
 *
 * Accessibility: Enter and Space press it; focus ring on keyboard focus only. Named by its label (or `aria-label` when icon-only); while pending it stays focusable, is aria-disabled and announces the pending label.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  icon,
  iconEnd,
  pendingLabel,
  children,
  className,
  ...props
}: ButtonProps) {
  const iconOnly = !children && Boolean(icon);
  return (
    <RACButton
      {...props}
      className={composeClassName(className, styles.button({ variant, size, fullWidth, iconOnly }))}
    >
      {({ isPending }) => (
        <Content icon={icon} iconEnd={iconEnd} isPending={isPending} pendingLabel={pendingLabel}>
          {children}
        </Content>
      )}
    </RACButton>
  );
}
