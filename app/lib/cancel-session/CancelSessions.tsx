import { lazy, type ReactNode } from 'react';
import { CancelButton, ListDialog } from '../forms/ListDialog';
import type { CancellableSession } from './CancelSessionDialog';
import { messages } from './messages';

// The dialog's code (and its request) loads when a trainer first asks to cancel, not with the list.
const CancelSessionDialog = lazy(() =>
  import('./CancelSessionDialog').then((m) => ({ default: m.CancelSessionDialog })),
);

interface CancelSessionsProps<Session extends CancellableSession> {
  /** After a session is cancelled: show it so in the list. */
  onCancelled: (session: Session) => void;
  /** The list, whose rows offer `CancelSessionButton`. */
  children: ReactNode;
}

/** A list of the trainer's sessions with its one cancel dialog, for the session whose Cancel was pressed. */
export function CancelSessions<Session extends CancellableSession>({
  onCancelled,
  children,
}: CancelSessionsProps<Session>) {
  return (
    <ListDialog<Session>
      dialog={(session, close, opener) => (
        <CancelSessionDialog
          session={session}
          onCancelled={() => onCancelled(session)}
          onClose={close}
          opener={opener}
        />
      )}
    >
      {children}
    </ListDialog>
  );
}

/** A session's Cancel for everyone booked, in a `CancelSessions` list. */
export function CancelSessionButton<Session extends CancellableSession>({ session }: { session: Session }) {
  return <CancelButton item={session} title={session.title} words={messages} />;
}
