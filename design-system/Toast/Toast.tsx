import {
  Button,
  Link,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { flushSync } from 'react-dom';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../private/icons';
import * as styles from './Toast.css';

export type ToastTone = 'neutral' | 'positive' | 'critical' | 'info';

/** A link under the description: where the toast's news is (`href`, opened in the app's router). */
export interface ToastAction {
  label: string;
  href: string;
}

export interface ToastContentValue {
  title: string;
  description?: string;
  tone: ToastTone;
  action?: ToastAction;
}

export interface ShowToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  action?: ToastAction;
  /** ms before it closes itself (paused while hovered or focused). Default 6000; critical toasts stay until closed. */
  timeout?: number;
  onClose?: () => void;
}

/** The one toast queue (a small store; mount ToastRegion once to display it). */
export const toastQueue = /* @__PURE__ */ new ToastQueue<ToastContentValue>({
  maxVisibleToasts: 4,
  // Animate with the View Transition API when present, plain update otherwise.
  wrapUpdate: (fn) => {
    const doc =
      typeof document !== 'undefined'
        ? (document as Document & { startViewTransition?: (cb: () => void) => { ready: Promise<void> } })
        : undefined;
    if (doc?.startViewTransition && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      // Toasts in quick succession skip each other's animation, which rejects `ready`: not an error.
      doc.startViewTransition(() => flushSync(fn)).ready.catch(() => undefined);
    } else fn();
  },
});

/** Show a toast from anywhere: `toast.show({ title, description, tone, action })` → key; `toast.close(key)`. */
export const toast = {
  show({ title, description, tone = 'neutral', action, timeout, onClose }: ShowToastOptions): string {
    return toastQueue.add(
      { title, description, tone, action },
      { timeout: timeout ?? (tone === 'critical' ? undefined : 6000), onClose },
    );
  },
  close(key: string): void {
    toastQueue.close(key);
  },
  clear(): void {
    toastQueue.clear();
  },
};

const icons = { neutral: InfoIcon, positive: CheckIcon, critical: AlertIcon, info: InfoIcon } as const;

export interface ToastRegionProps {
  /** Landmark name ("Notifications"), translated by the app. */
  'aria-label'?: string;
  /** Accessible name of each toast's close button ("Dismiss"). */
  closeLabel?: string;
  /** Another queue than the app's one, `toastQueue` (tests, stories). */
  queue?: ToastQueue<ToastContentValue>;
}

/**
 * Where toasts show: short news about something that just happened (a class booked, a payment that
 * failed) in a corner of the screen, closing by themselves after a few seconds unless critical. Mount
 * it once near the root and show a toast from anywhere with `toast.show(…)`.
 *
 * Use instead: an inline message or ErrorState for anything the user must act on; a Dialog to confirm.
 *
 * Accessibility: a landmark region; each toast is announced politely (critical ones as alerts) and has a close button; F6 moves focus to the region, and toasts do not disappear while focused or hovered.
 */
export function ToastRegion({ queue = toastQueue, closeLabel, ...props }: ToastRegionProps) {
  return (
    <RACToastRegion {...props} queue={queue} className={styles.region} ref={reserveSpace}>
      {({ toast: item }) => {
        const Icon = icons[item.content.tone];
        return (
          <RACToast
            toast={item}
            className={styles.toast}
            style={{ viewTransitionName: `toast-${item.key.replace(/[^a-zA-Z0-9_-]/g, '')}` }}
          >
            <span className={`${styles.iconWrap} ${styles.accent[item.content.tone]}`} aria-hidden="true">
              <Icon size={16} strokeWidth={2.6} />
            </span>
            <ToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {item.content.title}
              </Text>
              {item.content.description && (
                <Text slot="description" className={styles.description}>
                  {item.content.description}
                </Text>
              )}
              {item.content.action && (
                <Link href={item.content.action.href} className={styles.action}>
                  {item.content.action.label}
                </Link>
              )}
            </ToastContent>
            <Button slot="close" className={styles.close} aria-label={closeLabel}>
              <CloseIcon size={16} />
            </Button>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}

/**
 * While toasts show, the window's bottom they cover (from the region's top down) is kept as
 * `toastSpace` on the root: focus scrolls above it and the page gains as much room at its end.
 */
function reserveSpace(region: HTMLDivElement | null) {
  if (!region) return;
  const root = document.documentElement;
  const name = styles.toastSpace.slice('var('.length, -1);
  const measure = () =>
    root.style.setProperty(name, `${Math.max(0, window.innerHeight - region.getBoundingClientRect().top)}px`);
  const observer = new ResizeObserver(measure);
  observer.observe(region);
  window.addEventListener('resize', measure);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', measure);
    root.style.removeProperty(name);
  };
}

export { ToastQueue };
