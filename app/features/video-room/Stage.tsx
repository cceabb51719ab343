import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Button, Card, Inline, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import type { Preview, RoomState } from '@/app/video';
import { MediaVideo } from './MediaVideo';
import { DevicePickers } from './PreJoin';
import { messages } from './messages';
import * as styles from './Room.css';

/** Who is in the room, which decides what they see and can do. */
export type Seat = 'broadcaster' | 'viewer' | 'one-to-one';

interface StageProps {
  seat: Seat;
  state: RoomState;
  trainerName: string;
  /** The camera and microphone sent, and their pickers (broadcaster, one-to-one); null for a viewer. */
  preview: Preview | null;
  /** A camera or microphone opened again could not be sent. */
  resendFailed: boolean;
  /** The other side's media: the trainer for a viewer, the other person in a one-to-one. */
  remote: MediaStream | null;
  /** The trainer's viewer count: unknown while it loads, `unavailable` when the API has no such call. */
  viewers: number | 'unavailable' | null;
  /** The session is recorded: everyone in the room sees Recording. */
  recorded: boolean;
  onLeave: () => void;
  onEnd: () => void;
  replaceTracks: (stream: MediaStream) => Promise<void>;
}

/** Turns the tracks of `kind` on or off; returns whether they are now on. */
function useTrackSwitch(stream: MediaStream | null, kind: 'audio' | 'video') {
  const [on, setOn] = useState(true);
  const toggle = () => {
    const next = !on;
    stream?.getTracks().forEach((track) => {
      if (track.kind === kind) track.enabled = next;
    });
    setOn(next);
  };
  return [on, toggle] as const;
}

/** The screen shared in place of the camera, until stopped here or by the browser. */
function useScreenShare(local: MediaStream | null, replaceTracks: StageProps['replaceTracks']) {
  const [screen, setScreen] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);
  const stop = useCallback(() => {
    setScreen((current) => {
      current?.getTracks().forEach((track) => track.stop());
      return null;
    });
    if (local) replaceTracks(local).catch(() => setFailed(true));
  }, [local, replaceTracks]);
  const start = async () => {
    setFailed(false);
    try {
      const shared = await navigator.mediaDevices.getDisplayMedia({ video: true });
      const [track] = shared.getVideoTracks();
      if (!track) return;
      track.addEventListener('ended', stop);
      // The screen in place of the camera; the microphone goes on.
      await replaceTracks(new MediaStream([track, ...(local?.getAudioTracks() ?? [])]));
      setScreen(shared);
    } catch {
      setFailed(true);
    }
  };
  return { screen, failed, toggle: () => (screen ? stop() : void start()) };
}

/**
 * The room while in it: the video (the trainer for a viewer, one's own camera for the trainer
 * with the live viewer count, the other person with oneself in a corner for a one-to-one), Recording
 * while a recorded class runs, the reconnecting notice, and the controls of each seat.
 */
export function Stage({
  seat,
  state,
  trainerName,
  preview,
  resendFailed,
  remote,
  viewers,
  recorded,
  onLeave,
  onEnd,
  replaceTracks,
}: StageProps) {
  const intl = useIntl();
  const stage = useRef<HTMLDivElement>(null);
  const local = preview?.stream ?? null;
  const [micOn, toggleMic] = useTrackSwitch(local, 'audio');
  const [cameraOn, toggleCamera] = useTrackSwitch(local, 'video');
  const share = useScreenShare(local, replaceTracks);
  const [soundOff, setSoundOff] = useState(false);
  const soundBlocked = useCallback(() => setSoundOff(true), []);
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const sync = () => setFullScreen(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggleFullScreen = () =>
    void (document.fullscreenElement ? document.exitFullscreen() : stage.current?.requestFullscreen());

  const self = share.screen ?? local;
  const selfLabel = intl.formatMessage(messages.selfVideo);
  const main =
    seat === 'broadcaster' ? (
      self && <MediaVideo stream={self} self={!share.screen} label={selfLabel} />
    ) : remote ? (
      <MediaVideo
        stream={remote}
        muted={soundOff}
        onSoundBlocked={soundBlocked}
        label={intl.formatMessage(messages.trainerVideo, { name: trainerName })}
      />
    ) : (
      <Text className={styles.waiting} role="status">
        {seat === 'viewer'
          ? intl.formatMessage(messages.waitingTrainer, { name: trainerName })
          : intl.formatMessage(messages.waitingCustomer)}
      </Text>
    );

  return (
    <Stack space="medium">
      {state.status === 'reconnecting' && (
        <Text tone="critical" weight="strong">
          {intl.formatMessage(messages.reconnecting)}
        </Text>
      )}
      {preview && (preview.lost ?? preview.failure ?? resendFailed) && (
        <DeviceNotice preview={preview} resendFailed={resendFailed} />
      )}
      <section className={styles.stage} ref={stage} aria-label={intl.formatMessage(messages.stageLabel)}>
        {main}
        {seat === 'one-to-one' && self && (
          <MediaVideo stream={self} self={!share.screen} label={selfLabel} className={styles.pip} />
        )}
        <div className={styles.overlay}>
          {state.status === 'reconnecting' ? (
            <Badge>{intl.formatMessage(messages.reconnectingBadge)}</Badge>
          ) : (
            <Badge tone="critical">{intl.formatMessage(messages.liveBadge)}</Badge>
          )}
          {recorded && (
            <Badge tone="critical" dot>
              {intl.formatMessage(messages.recordingBadge)}
            </Badge>
          )}
        </div>
      </section>
      {seat === 'broadcaster' && (
        <Text role="status" weight="strong">
          {viewers === 'unavailable'
            ? intl.formatMessage(messages.viewersUnavailable)
            : viewers !== null && intl.formatMessage(messages.viewers, { count: viewers })}
        </Text>
      )}
      {share.failed && <Text tone="critical">{intl.formatMessage(messages.shareFailed)}</Text>}
      <div className={styles.controls} role="group" aria-label={intl.formatMessage(messages.controls)}>
        {seat !== 'viewer' && (
          <>
            <Button variant="secondary" onPress={toggleMic}>
              {intl.formatMessage(micOn ? messages.mute : messages.unmute)}
            </Button>
            <Button variant="secondary" onPress={toggleCamera}>
              {intl.formatMessage(cameraOn ? messages.stopCamera : messages.startCamera)}
            </Button>
            <Button variant="secondary" onPress={share.toggle}>
              {intl.formatMessage(share.screen ? messages.stopSharing : messages.shareScreen)}
            </Button>
          </>
        )}
        {seat !== 'broadcaster' && (
          <>
            <Button variant="secondary" onPress={() => setSoundOff((off) => !off)}>
              {intl.formatMessage(soundOff ? messages.unmuteSound : messages.muteSound)}
            </Button>
            <Button variant="secondary" onPress={toggleFullScreen}>
              {intl.formatMessage(fullScreen ? messages.exitFullScreen : messages.fullScreen)}
            </Button>
          </>
        )}
        {seat === 'broadcaster' ? (
          <Button variant="critical" onPress={onEnd}>
            {intl.formatMessage(messages.endClass)}
          </Button>
        ) : (
          <Button variant={seat === 'one-to-one' ? 'secondary' : 'critical'} onPress={onLeave}>
            {intl.formatMessage(messages.leave)}
          </Button>
        )}
        {/* Either side ends a one-to-one for both; leaving lets one come back. */}
        {seat === 'one-to-one' && (
          <Button variant="critical" onPress={onEnd}>
            {intl.formatMessage(messages.endSession)}
          </Button>
        )}
      </div>
    </Stack>
  );
}

/**
 * In the room, a camera or microphone that stopped (unplugged, its permission taken back) or
 * could not open or be sent: what happened, and the pickers to choose another.
 */
function DeviceNotice({ preview, resendFailed }: { preview: Preview; resendFailed: boolean }) {
  const intl = useIntl();
  const text = preview.failure
    ? messages.deviceNoneNotice
    : resendFailed
      ? messages.deviceNotSentNotice
      : preview.lost === 'video'
        ? messages.cameraLostNotice
        : messages.microphoneLostNotice;
  return (
    <Card tone="sunken" role="alert">
      <Stack space="medium">
        <Text weight="strong">{intl.formatMessage(text)}</Text>
        <div className={styles.noticeDevices}>
          <DevicePickers preview={preview} />
        </div>
        <Inline space="small">
          {preview.failure ? (
            <Button variant="secondary" onPress={preview.retry}>
              {intl.formatMessage(messages.tryAgain)}
            </Button>
          ) : (
            <Button variant="secondary" onPress={preview.dismissLost}>
              {intl.formatMessage(messages.dismiss)}
            </Button>
          )}
        </Inline>
      </Stack>
    </Card>
  );
}
