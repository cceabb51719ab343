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
  size?: 'small' | 'medium' | 'large';
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
  children?: ReactNode | ((close: () => void) => ReactNode);
}
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
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** A destructive action: red confirm button, focus starts on Cancel. */
  isDestructive?: boolean;
  isPending?: boolean;
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
