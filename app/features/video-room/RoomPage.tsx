import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { $api } from '@/sdk';
import { Skeleton, Stack } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { PlayerPage } from '@/app/lib/frames/PlayerPage';
import { useViewer } from '@/app/session/hooks';
import { loginHref } from '@/app/session/session';
import type { Role } from '@/app/session/session';
import { Room } from './Room';
import { messages } from './messages';
import * as styles from './Room.css';

/**
 * `/room/:id`: the video room of a class (the trainer goes live, booked customers join) or of a
 * one-to-one booking (both sides see each other). Signed-in customers and trainers only; the page
 * keeps the role it opened with, so a class in progress is not cut when another tab of this
 * browser signs in as someone else.
 */
export default function RoomPage({ params }: { params: { id: string } }) {
  const intl = useIntl();
  const viewer = useViewer();
  const [opener] = useState(viewer);
  const [path] = useLocation();
  // A visitor is sent to log in before anything is asked of the API.
  const query = $api.useQuery(
    'get',
    '/agora/room/{roomId}',
    { params: { path: { roomId: params.id } } },
    { enabled: opener !== null },
  );
  if (!opener) return <Redirect replace to={loginHref('customer', path)} />;
  return (
    <PlayerPage
      query={query}
      words={messages}
      loading={<RoomSkeleton role={opener.role} label={intl.formatMessage(messages.opening)} />}
    >
      {(room) => <Room room={room} role={opener.role} viewerId={opener.id} />}
    </PlayerPage>
  );
}

/**
 * The room's place while it loads, the size of what comes: its title and when, then a customer's
 * intro and Join, or a trainer's camera preview (nothing moves when the room arrives).
 */
function RoomSkeleton({ role, label }: { role: Role; label: string }) {
  return (
    <Stack space="large" role="status" aria-label={label}>
      <Stack space="xsmall">
        <Skeleton height="2.5rem" width="60%" />
        <Skeleton lines={2} shape="text" />
      </Stack>
      {role === 'trainer' ? (
        <div className={styles.preJoin}>
          <Skeleton height="auto" className={styles.stage} />
        </div>
      ) : (
        <Stack space="large">
          <Skeleton lines={2} shape="text" />
          <Skeleton height="3.25rem" />
        </Stack>
      )}
    </Stack>
  );
}
