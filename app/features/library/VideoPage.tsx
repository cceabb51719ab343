import { useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { $api, type Schema } from '@/sdk';
import { Badge, Button, EmptyState, Heading, Inline, Link, LinkButton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { PlayerPage } from '@/app/lib/frames/PlayerPage';
import { fullName } from '@/app/lib/format/format';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { formatClock } from '@/app/video/machine';
import { forgetPosition, savedPosition, savePosition } from './positions';
import { messages } from './messages';
import { useReplayDates } from './ProcessingReplays';
import { dateFormats } from '@/app/lib/time/format';
import * as styles from './Library.css';
import { paths } from '@/app/routing/paths';

type OnDemandVideo = Schema<'OnDemandVideo'>;

/** The place is saved every few seconds of playback, and on pause and on leaving the page. */
const SAVE_EVERY_SECONDS = 5;

/**
 * The native player (its controls work with the keyboard), with English captions when the video
 * has them, and the place kept in this browser: coming back offers "Resume from 12:04" or
 * "Start over".
 */
function Player({ video, playbackUrl }: { video: OnDemandVideo; playbackUrl: string }) {
  const intl = useIntl();
  const ref = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(0);
  const [offer, setOffer] = useState(() => savedPosition(video.id));

  useEffect(() => {
    const save = () => {
      const player = ref.current;
      if (player && player.currentTime > 0) savePosition(video.id, player.currentTime, player.duration);
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [video.id]);

  const playFrom = (seconds: number) => {
    const player = ref.current;
    if (!player) return;
    player.currentTime = seconds;
    setOffer(null);
    void player.play().catch(() => undefined);
    player.focus();
  };

  return (
    <Stack space="medium">
      {offer !== null && (
        <Stack space="small">
          <Text>{intl.formatMessage(messages.resumePrompt)}</Text>
          <Inline space="small">
            <Button onPress={() => playFrom(offer)}>
              {intl.formatMessage(messages.resume, { time: formatClock(offer * 1000) })}
            </Button>
            <Button
              variant="secondary"
              onPress={() => {
                forgetPosition(video.id);
                playFrom(0);
              }}
            >
              {intl.formatMessage(messages.startOver)}
            </Button>
          </Inline>
        </Stack>
      )}
      <video
        ref={ref}
        className={styles.player}
        src={playbackUrl}
        poster={video.coverImageUrl}
        controls
        preload="metadata"
        playsInline
        aria-label={intl.formatMessage(messages.player, { title: video.title })}
        onPlay={() => setOffer(null)}
        onTimeUpdate={(event) => {
          const { currentTime, duration } = event.currentTarget;
          if (Math.abs(currentTime - lastSaved.current) < SAVE_EVERY_SECONDS) return;
          lastSaved.current = currentTime;
          savePosition(video.id, currentTime, duration);
        }}
        onPause={(event) => savePosition(video.id, event.currentTarget.currentTime, event.currentTarget.duration)}
        onEnded={() => forgetPosition(video.id)}
      >
        {video.captionsUrl && (
          <track
            kind="captions"
            src={video.captionsUrl}
            srcLang="en"
            label={intl.formatMessage(messages.captions)}
            default
          />
        )}
      </video>
    </Stack>
  );
}

/** A video, its trainer and length (the replay of a live session says so, with the session's date), and its player. */
function VideoDetail({ video }: { video: OnDemandVideo }) {
  const intl = useIntl();
  usePageTitle(video.title);
  const replayOf = useReplayDates().get(video.id);
  return (
    <Stack space="large">
      <Link href={paths.library()}>{intl.formatMessage(messages.backToLibrary)}</Link>
      <Stack space="xsmall">
        <Heading level={1}>{video.title}</Heading>
        {replayOf && (
          <Inline space="small">
            <Badge tone="info">{intl.formatMessage(messages.replay)}</Badge>
            <Text>
              {intl.formatMessage(messages.replayOf, { date: intl.formatDate(replayOf, dateFormats.weekdayLongTime) })}
            </Text>
          </Inline>
        )}
        <Text tone="muted">
          {intl.formatMessage(messages.byTrainer, { trainer: fullName(video.trainer), minutes: video.durationMinutes })}
        </Text>
      </Stack>
      {video.purchased && video.playbackUrl ? (
        <Player key={video.id} video={video} playbackUrl={video.playbackUrl} />
      ) : (
        <EmptyState
          title={intl.formatMessage(messages.lockedTitle)}
          description={intl.formatMessage(messages.lockedBody)}
          action={<LinkButton href={paths.classDetail(video.id)}>{intl.formatMessage(messages.classPage)}</LinkButton>}
        />
      )}
      <Text>{video.description}</Text>
    </Stack>
  );
}

/** `/library/:id`: one on-demand video to watch (customers). */
export default function VideoPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = $api.useQuery('get', '/customer/v1/get/videos/{videoId}', { params: { path: { videoId: id } } });
  return (
    <PlayerPage query={query} words={messages}>
      {(video) => <VideoDetail video={video} />}
    </PlayerPage>
  );
}
