import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
  type DialogTriggerProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { AlertIcon, CloseIcon } from '../private/icons';
import { Text } from '../Text/Text';
import { composeClassName, joinClassNames } from '../private/className';
import * as styles from './Dialog.css';

export type { DialogTriggerProps };
/** Wraps a trigger Button and a Modal: pressing the button opens it, Escape or the close button closes it. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />;
}

export interface ModalProps extends Omit<ModalOverlayProps, 'children'> {
  /** Maximum width from tablet up: `small` for a question, `medium` for a form, `large` for rich content. A bottom sheet on phones. */
  size?: 'small' | 'medium' | 'large';
  /** The Dialog (or AlertDialog) it shows. */
  children?: ModalOverlayProps['children'];
}
/** A centred overlay (a bottom sheet on phones) that traps focus. Put a Dialog or AlertDialog in it. */
export function Modal({ size = 'medium', isDismissable = true, className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <RACModal className={composeClassName(className, styles.modal, styles.size[size])}>{children}</RACModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The heading; names the dialog. */
  title: string;
  /** Accessible name of the × button; without it no × button is shown. */
  closeLabel?: string;
  /** Buttons at the bottom (get `close` from the render function to close the dialog). */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** The body; a function receives `close`. */
  children?: ReactNode | ((close: () => void) => ReactNode);
}
/**
 * The inside of a Modal: a title, a close button, a scrolling body and a footer of buttons. Open it
 * from a DialogTrigger.
 *
 * Use instead: an AlertDialog to confirm a destructive or irreversible action; a Popover for small content tied to a trigger; a new page for long tasks.
 *
 * Accessibility: a modal dialog named by its title; focus moves in and is trapped, Escape and the close button close it, focus returns to the trigger. On phones it is a bottom sheet.
 */
export function Dialog({ title, closeLabel, footer, children, className, ...props }: DialogProps) {
  return (
    <RACDialog {...props} className={joinClassNames(styles.dialog, className)}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {closeLabel && (
              <Button
                variant="ghost"
                size="small"
                icon={<CloseIcon size={18} />}
                aria-label={closeLabel}
                onPress={close}
              />
            )}
          </div>
          {typeof children === 'function' ? children(close) : children}
          {footer && <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>}
        </>
      )}
    </RACDialog>
  );
}

export interface AlertDialogProps extends Omit<RACDialogProps, 'children' | 'role'> {
  /** The question, announced as the dialog's name ("Cancel this class?"). */
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  /** The confirming button's text, a verb ("Cancel class"). */
  confirmLabel: string;
  /** The text of the button that closes without doing anything ("Keep class"). */
  cancelLabel: string;
  /** Called when the confirming button is pressed; close the dialog when the work is done. */
  onConfirm: () => void;
  /** A destructive action: red confirm button, focus starts on Cancel. */
  isDestructive?: boolean;
  /** The confirmed work is running: the confirm button shows a spinner and the dialog stays open. */
  isPending?: boolean;
  /** Announced while pending ("Cancelling"). */
  pendingLabel?: string;
}
/** Confirm or cancel (role alertdialog). Put it in a Modal with isDismissable={false}. */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  isDestructive,
  isPending,
  pendingLabel,
  className,
  ...props
}: AlertDialogProps) {
  return (
    <RACDialog {...props} role="alertdialog" className={joinClassNames(styles.dialog, className)}>
      {({ close }) => (
        <>
          <div className={styles.alertHeader}>
            {isDestructive && (
              <span className={styles.alertIcon} aria-hidden="true">
                <AlertIcon size={22} />
              </span>
            )}
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
          </div>
          <Text tone="muted" as="div">
            {children}
          </Text>
          <div className={styles.footer}>
            <Button variant="secondary" onPress={close} autoFocus={isDestructive}>
              {cancelLabel}
            </Button>
            <Button
              variant={isDestructive ? 'critical' : 'primary'}
              isPending={isPending}
              pendingLabel={pendingLabel}
              autoFocus={!isDestructive}
              onPress={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </RACDialog>
  );
}
