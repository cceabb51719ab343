import { LinkButton } from '@/design-system';
import { paths } from '@/app/routing/paths';

interface RoomLinkProps {
  /** The room's id (a class's, or a one-to-one's). */
  roomId: string;
  /** Its name for assistive tech, naming the session ("Join HIIT 45", "Go live: HIIT 45"). */
  label: string;
  /** Its words: Join, or Go live. */
  children: string;
}

/**
 * A session row's way into its video room (a customer's Join, a trainer's Go live), in the row's
 * actions. The row offers it only while the room is open and the browser is online.
 */
export function RoomLink({ roomId, label, children }: RoomLinkProps) {
  return (
    <LinkButton href={paths.room(roomId)} size="small" aria-label={label}>
      {children}
    </LinkButton>
  );
}
