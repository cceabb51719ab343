import { useEffect, useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, useId } from 'react-aria';
import { announce } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { ButtonContent } from './ButtonContent';
import type { ButtonVariant } from './Button';
import * as styles from './Button.css';

// Handlers a pending button keeps (as React Aria Components' Button does): focus and hover only.
const KEPT_WHILE_PENDING = /Focus|Blur|Hover|Pointer(Enter|Leave|Over|Out)|Mouse(Enter|Leave|Over|Out)/;

interface StandaloneButtonProps {
  variant?: ButtonVariant;
  onPress?: () => void;
  isPending?: boolean;
  pendingLabel?: string;
  children: ReactNode;
}

/**
 * A Button (same look, keyboard use and announcements, `isPending` included) built on React Aria's
 * button hooks rather than React Aria Components' Button, which brings its progress bar, number
 * formatting and slots with it. For a button that stands on its own on a screen the first paint
 * can show (ErrorState's Try again); a button inside a React Aria composition (a trigger, a
 * dialog's close, a field's slot) is a Button.
 */
export function StandaloneButton({
  variant = 'primary',
  onPress,
  isPending = false,
  pendingLabel,
  children,
}: StandaloneButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton({ onPress }, ref);
  const pressProps = isPending
    ? Object.fromEntries(
        Object.entries(buttonProps).filter(([key]) => !key.startsWith('on') || KEPT_WHILE_PENDING.test(key)),
      )
    : buttonProps;
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: isPending });
  const id = useId();
  // Said when the pending state starts or ends while the button has focus, as the name it has then.
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (isFocused && isPending !== wasPending.current) announce({ 'aria-labelledby': id }, 'assertive');
    wasPending.current = isPending;
  }, [isPending, isFocused, id]);
  return (
    <button
      {...mergeProps(pressProps, focusProps, hoverProps)}
      ref={ref}
      id={id}
      className={styles.button({ variant })}
      aria-disabled={isPending || undefined}
      data-pressed={(isPressed && !isPending) || undefined}
      data-hovered={isHovered || undefined}
      data-focused={isFocused || undefined}
      data-pending={isPending || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <ButtonContent isPending={isPending} pendingLabel={pendingLabel}>
        {children}
      </ButtonContent>
    </button>
  );
}
