import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { $api, apiClient, dataOrThrow, failureKind } from '@/sdk';
import { type Schema } from '@/sdk';
import { Button, EmptyState, ErrorState, Heading, LinkButton, Stack, Text, VisuallyHidden } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { fullName } from '@/app/lib/format/format';
import { useNow } from '@/app/lib/time/useNow';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { loginHref, type Role } from '@/app/session/session';
import { useSessionHold } from '@/app/session/hooks';
import { roomPhase, type RoomPhase } from '@/app/lib/time/room';
import {
  deviceUid,
  formatClock,
  isInRoom,
  personTag,
  usePreview,
  useRoom,
  videoMode,
  type JoinFailureReport,
  type RoomToken,
} from '@/app/video';
import { Failure, PreJoin } from './PreJoin';
import { Stage, type Seat } from './Stage';
import { messages } from './messages';
import * as styles from './Room.css';
import { dateFormats } from '@/app/lib/time/format';
import { paths } from '@/app/routing/paths';

export type VideoRoom = Schema<'VideoRoom'>;

/** The title block above every state of the room: what, with whom, when. */
export function RoomHeader({ room }: { room: VideoRoom }) {
  const intl = useIntl();
  usePageTitle(room.title);
  return (
    <Stack space="xsmall">
      <Heading level={1}>{room.title}</Heading>
      <Text tone="muted">
        {intl.formatMessage(messages.withTrainerWhen, {
          trainer: fullName(room.trainer),
          date: intl.formatDate(room.startDate, dateFormats.weekdayLong),
          start: intl.formatTime(room.startDate, dateFormats.clock),
          end: intl.formatTime(room.endDate, dateFormats.clockWithZone),
        })}
      </Text>
    </Stack>
  );
}

const dashboard = (role: Role) => (role === 'trainer' ? paths.trainerDashboard() : paths.dashboard());

/** Asks the API for the seat's token: trainer, viewer (with a uid) or one-to-one (uid for the customer). */
function fetchToken(room: VideoRoom, role: Role, uid: number): Promise<RoomToken> {
  const classId = room.id;
  if (room.kind === 'ONE_TO_ONE') {
    const query = role === 'customer' ? { classId, uid } : { classId };
    return dataOrThrow(apiClient.GET('/agora/customer-token-oneToOne', { params: { query } }));
  }
  if (role === 'trainer') return dataOrThrow(apiClient.GET('/agora/trainer-token', { params: { query: { classId } } }));
  return dataOrThrow(apiClient.GET('/agora/customer-token', { params: { query: { classId, uid } } }));
}

/** Tells the API of a failed join, so it never counts as a no-show (the room warns if this fails). */
const reportJoinFailure = ({ channelName, reason }: JoinFailureReport) =>
  dataOrThrow(apiClient.POST('/agora/join-failure', { params: { query: { channelName } }, body: { reason } }));

/** How often the trainer's viewer count is read from the API while broadcasting. */
const VIEWER_COUNT_EVERY = 15_000;

/** This page's video uid: one per device session, the same for each join from it. */
const sessionUid = deviceUid();

/**
 * Counts a viewer in the channel once while they are in the room (reconnecting included), and
 * out again when they leave it, the class ends, or the page closes.
 */
function useViewerReport(channelName: string | null) {
  useEffect(() => {
    if (!channelName) return;
    const params = { query: { channelName } };
    apiClient
      .POST('/agora/customer-count', { params })
      .catch((error: unknown) => console.warn('The viewer was not counted.', error));
    let counted = true;
    const uncount = () => {
      if (!counted) return;
      counted = false;
      // keepalive: the request outlives a closing page.
      apiClient
        .DELETE('/agora/customer-count', { params, keepalive: true })
        .catch((error: unknown) => console.warn('The viewer was not counted out.', error));
    };
    window.addEventListener('pagehide', uncount);
    return () => {
      window.removeEventListener('pagehide', uncount);
      uncount();
    };
  }, [channelName]);
}

/** Before the room opens (a countdown to the start) or after the session ended. */
function Closed({ room, phase, now, role }: { room: VideoRoom; phase: RoomPhase; now: number; role: Role }) {
  const intl = useIntl();
  const back = <LinkButton href={dashboard(role)}>{intl.formatMessage(messages.backToDashboard)}</LinkButton>;
  if (phase.phase === 'early') {
    return (
      <Stack space="medium" align="left">
        <Text size="large" weight="strong">
          {intl.formatMessage(messages.earlyTitle)}
        </Text>
        <Text>{intl.formatMessage(messages.earlyBody)}</Text>
        <Stack space="xxsmall">
          <Text tone="muted">{intl.formatMessage(messages.countdownLabel)}</Text>
          <time className={styles.countdown} dateTime={room.startDate}>
            {formatClock(phase.startsAt - now)}
          </time>
        </Stack>
        {back}
      </Stack>
    );
  }
  return (
    <EmptyState
      title={intl.formatMessage(messages.overTitle)}
      description={intl.formatMessage(messages.overBody, {
        end: intl.formatTime(room.endDate, dateFormats.clock),
      })}
      action={
        <>
          {back}
          {role === 'customer' && (
            <LinkButton href={paths.library()} variant="secondary">
              {intl.formatMessage(messages.libraryLink)}
            </LinkButton>
          )}
        </>
      }
    />
  );
}

/** One room, from the pre-join screen to the end: see RoomPage. */
export function Room({ room, role, viewerId }: { room: VideoRoom; role: Role; viewerId: string | null }) {
  const intl = useIntl();
  const now = useNow(1000).getTime();
  const seat: Seat = room.kind === 'ONE_TO_ONE' ? 'one-to-one' : role === 'trainer' ? 'broadcaster' : 'viewer';
  const getToken = useCallback(() => fetchToken(room, role, sessionUid), [room, role]);
  const kind = room.kind === 'ONE_TO_ONE' ? 'one-to-one' : 'class';
  const person = personTag(viewerId ?? room.id);
  const { state, remotes, peers, channelName, join, leave, end, replaceTracks } = useRoom({
    kind,
    person,
    getToken,
    reportJoinFailure,
  });
  const inRoom = isInRoom(state);
  // A customer's 1-hour sign-in limit never ends a class they are in: it waits for them to leave.
  useSessionHold(inRoom);
  useViewerReport(seat === 'viewer' && inRoom ? channelName : null);
  const [path] = useLocation();
  // A provider that cannot see its audience (Agora's live streaming) gives no count: ask the API.
  const apiViewers = $api.useQuery(
    'get',
    '/agora/customer-count',
    { params: { query: { channelName: channelName ?? '' } } },
    {
      enabled: seat === 'broadcaster' && inRoom && peers === null && channelName !== null,
      refetchInterval: VIEWER_COUNT_EVERY,
    },
  );
  const viewers =
    peers ?? apiViewers.data?.viewers ?? (failureKind(apiViewers.error) === 'unavailable' ? 'unavailable' : null);
  const phase = roomPhase(room, now);
  const open = phase.phase === 'open' || inRoom || state.status === 'ended';
  const sends = seat !== 'viewer';
  const preview = usePreview(sends && open && videoMode !== 'off');
  // A camera or microphone opened again (one stopped, another was picked) is sent in place of the old.
  const [notSent, setNotSent] = useState<MediaStream | null>(null);
  useEffect(() => {
    const stream = preview.stream;
    if (!inRoom || !sends || !stream) return;
    replaceTracks(stream).catch((error: unknown) => {
      console.warn('The new camera or microphone was not sent.', error);
      setNotSent(stream);
    });
  }, [inRoom, sends, preview.stream, replaceTracks]);
  const resendFailed = notSent !== null && notSent === preview.stream;
  const trainerName = fullName(room.trainer);
  const recorded = room.kind === 'CLASS' && room.recorded === true;
  const back = <LinkButton href={dashboard(role)}>{intl.formatMessage(messages.backToDashboard)}</LinkButton>;
  const joinNow = () => void join(sends ? preview.stream : null);

  let body;
  if (!open) body = <Closed room={room} phase={phase} now={now} role={role} />;
  else if (videoMode === 'off') {
    body = (
      <EmptyState
        title={intl.formatMessage(messages.notSetUpTitle)}
        description={intl.formatMessage(messages.notSetUpBody)}
        action={back}
      />
    );
  } else if (inRoom) {
    body = (
      <Stage
        seat={seat}
        state={state}
        trainerName={trainerName}
        preview={sends ? preview : null}
        resendFailed={resendFailed}
        remote={remotes.values().next().value ?? null}
        viewers={viewers}
        recorded={recorded}
        onLeave={() => void leave()}
        onEnd={() => void end()}
        replaceTracks={replaceTracks}
      />
    );
  } else if (state.status === 'replaced') {
    body = (
      <EmptyState
        title={intl.formatMessage(messages.replacedTitle)}
        description={intl.formatMessage(messages.replacedBody)}
        action={
          <>
            <Button onPress={joinNow} isDisabled={sends && !preview.stream}>
              {intl.formatMessage(messages.continueHere)}
            </Button>
            <LinkButton href={dashboard(role)} variant="secondary">
              {intl.formatMessage(messages.backToDashboard)}
            </LinkButton>
          </>
        }
      />
    );
  } else if (state.status === 'removed') {
    body = (
      <ErrorState
        title={intl.formatMessage(messages.removedTitle)}
        description={intl.formatMessage(messages.removedBody)}
        action={back}
      />
    );
  } else if (state.status === 'disconnected') {
    body = (
      <ErrorState
        title={intl.formatMessage(messages.disconnectedTitle)}
        description={intl.formatMessage(messages.disconnectedBody)}
        onRetry={joinNow}
        retryLabel={intl.formatMessage(messages.rejoin)}
        action={back}
      />
    );
  } else if (state.status === 'ended') {
    body = (
      <EmptyState
        title={intl.formatMessage(seat === 'one-to-one' ? messages.sessionEndedTitle : messages.endedTitle)}
        description={
          seat === 'one-to-one'
            ? intl.formatMessage(messages.sessionEndedBody)
            : role === 'trainer'
              ? intl.formatMessage(messages.endedTrainerBody)
              : intl.formatMessage(messages.endedBody, { name: trainerName })
        }
        action={back}
      />
    );
  } else if (state.status === 'left') {
    body = (
      <EmptyState
        title={intl.formatMessage(messages.leftTitle)}
        description={intl.formatMessage(messages.leftBody)}
        action={
          <>
            <Button onPress={joinNow}>{intl.formatMessage(messages.rejoin)}</Button>
            {back}
          </>
        }
      />
    );
  } else if (state.status === 'failed' && state.reason === 'session-ended') {
    body = (
      <Failure
        reason="session-ended"
        action={<LinkButton href={loginHref(role, path)}>{intl.formatMessage(messages.logInAgain)}</LinkButton>}
      />
    );
  } else if (state.status === 'failed' && state.reason === 'sdk-missing') {
    body = <Failure reason="sdk-missing" onRetry={() => window.location.reload()} action={back} />;
  } else if (state.status === 'failed' && state.reason === 'not-booked') {
    body = (
      <Failure
        reason="not-booked"
        action={<LinkButton href={paths.classDetail(room.id)}>{intl.formatMessage(messages.classPage)}</LinkButton>}
      />
    );
  } else {
    body = (
      <Stack space="large">
        {state.status === 'failed' && <Failure reason={state.reason} onRetry={joinNow} />}
        <PreJoin
          preview={sends ? preview : null}
          intro={intl.formatMessage(
            seat === 'broadcaster'
              ? messages.trainerIntro
              : seat === 'viewer'
                ? messages.viewerIntro
                : messages.oneToOneIntro,
          )}
          recorded={
            recorded
              ? intl.formatMessage(seat === 'broadcaster' ? messages.recordedTrainer : messages.recordedViewer)
              : null
          }
          joinLabel={intl.formatMessage(seat === 'broadcaster' ? messages.goLive : messages.join)}
          joining={state.status === 'joining'}
          onJoin={joinNow}
        />
      </Stack>
    );
  }

  // One status region, there from the start, says how the connection stands as it changes: a region
  // that appears with its words is not announced by every screen reader.
  const connection =
    state.status === 'live'
      ? messages.connected
      : state.status === 'reconnecting'
        ? messages.reconnecting
        : state.status === 'disconnected'
          ? messages.disconnectedTitle
          : null;
  return (
    <Stack space="large">
      <RoomHeader room={room} />
      <VisuallyHidden role="status">{connection && intl.formatMessage(connection)}</VisuallyHidden>
      {body}
    </Stack>
  );
}
