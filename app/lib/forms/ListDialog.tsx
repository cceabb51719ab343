import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@formatjs/intl';
import { Button } from '@/design-system';
import { useIntl } from '@/app/i18n';

type Open = (item: unknown, opener: Element) => void;

const OpenContext = createContext<Open | null>(null);

interface ListDialogProps<Item> {
  /**
   * The dialog for the chosen item, open while it is rendered: `close` ends it, `opener` is the
   * row's button that opened it (to move focus near it when a success takes the button away).
   * Its code may load lazily: nothing shows until it has.
   */
  dialog: (item: Item, close: () => void, opener: Element) => ReactNode;
  /** The list, whose rows open the dialog with a `ListDialogButton` (or `CancelButton`). */
  children: ReactNode;
}

/**
 * One dialog for a whole list: each row renders only the button that opens it for the row's item,
 * and the list renders the dialog once, for the item chosen, only while it is open. A row costs a
 * button rather than a dialog's state, words and request, and opening the dialog re-renders no row.
 * Focus goes back to the row's button when the dialog closes.
 */
export function ListDialog<Item>({ dialog, children }: ListDialogProps<Item>) {
  const [chosen, setChosen] = useState<{ item: Item; opener: Element } | null>(null);
  const open = useCallback<Open>((item, opener) => setChosen({ item: item as Item, opener }), []);
  const close = useCallback(() => setChosen(null), []);
  return (
    <OpenContext.Provider value={open}>
      {children}
      {chosen && <Suspense>{dialog(chosen.item, close, chosen.opener)}</Suspense>}
    </OpenContext.Provider>
  );
}

interface ListDialogButtonProps<Item> {
  /** What the dialog opens for (a booking, or an action on one). */
  item: Item;
  /** Its accessible name, naming what it acts on when the text alone does not ("Cancel HIIT 45"). */
  label: string;
  /** Its visible text, a verb. */
  children: string;
}

/** A row's button that opens its `ListDialog`'s dialog for `item`. */
export function ListDialogButton<Item>({ item, label, children }: ListDialogButtonProps<Item>) {
  const open = useContext(OpenContext);
  return (
    <Button
      variant="secondary"
      size="small"
      aria-label={label}
      aria-haspopup="dialog"
      onPress={(event) => open?.(item, event.target)}
    >
      {children}
    </Button>
  );
}

/**
 * After a success that takes the row's button away (a cancellation), once the dialog has closed:
 * focus moves to the row's title (its first link) rather than being lost to the page.
 */
export function focusRowTitle(opener: Element) {
  const row = opener.closest('li');
  setTimeout(() => row?.querySelector<HTMLElement>('a[href]')?.focus(), 100);
}

/** A row's Cancel: its visible text and its name for what it cancels (`cancel`, `cancelLabel` with `{title}`). */
type CancelButtonWords = Record<'cancel' | 'cancelLabel', MessageDescriptor>;

/** A row's Cancel, opening its `ListDialog`'s dialog for `item`, named for what it cancels (`title`). */
export function CancelButton<Item>({ item, title, words }: { item: Item; title: string; words: CancelButtonWords }) {
  const intl = useIntl();
  return (
    <ListDialogButton item={item} label={intl.formatMessage(words.cancelLabel, { title })}>
      {intl.formatMessage(words.cancel)}
    </ListDialogButton>
  );
}
