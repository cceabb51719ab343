import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { $api } from '../../../sdk';
import { PlayerPage } from '../../lib/frames/PlayerPage';
import { useViewer } from '../../session/hooks';
import { loginHref } from '../../session/session';
import { Room } from './Room';
import { messages } from './messages';

/**
 * `/room/:id`: the video room of a class (the trainer goes live, booked customers join) or of a
 * one-to-one booking (both sides see each other). Signed-in customers and trainers only; the page
 * keeps the role it opened with, so a class in progress is not cut when another tab of this
 * browser signs in as someone else.
 */
export default function RoomPage({ params }: { params: { id: string } }) {
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
    <PlayerPage query={query} words={messages}>
      {(room) => <Room room={room} role={opener.role} viewerId={opener.id} />}
    </PlayerPage>
  );
}
