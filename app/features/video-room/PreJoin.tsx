import { Button, ErrorState, Meter, Select, SelectItem, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { useMicLevel, type Preview, type RoomFailure } from '@/app/video';
import { MediaVideo } from './MediaVideo';
import { messages } from './messages';
import * as styles from './Room.css';

const failureMessages: Record<RoomFailure, { title: keyof typeof messages; body: keyof typeof messages }> = {
  'permission-denied': { title: 'failurePermissionTitle', body: 'failurePermissionBody' },
  'no-device': { title: 'failureNoDeviceTitle', body: 'failureNoDeviceBody' },
  'device-in-use': { title: 'failureInUseTitle', body: 'failureInUseBody' },
  'token-failed': { title: 'failureTokenTitle', body: 'failureTokenBody' },
  'not-booked': { title: 'failureNotBookedTitle', body: 'failureNotBookedBody' },
  'session-ended': { title: 'failureSessionEndedTitle', body: 'failureSessionEndedBody' },
  'not-set-up': { title: 'notSetUpTitle', body: 'notSetUpBody' },
  'sdk-missing': { title: 'failureSdkTitle', body: 'failureSdkBody' },
  'join-failed': { title: 'failureJoinTitle', body: 'failureJoinBody' },
  'publish-failed': { title: 'failurePublishTitle', body: 'failurePublishBody' },
};

/** The retry of a failure: a code that did not load needs the page again. */
const retryLabels: Partial<Record<RoomFailure, keyof typeof messages>> = { 'sdk-missing': 'reload' };

/** Why the room cannot go on, and the way forward (try again, or another page). */
export function Failure({
  reason,
  onRetry,
  action,
}: {
  reason: RoomFailure;
  onRetry?: () => void;
  action?: React.ReactNode;
}) {
  const intl = useIntl();
  const { title, body } = failureMessages[reason];
  return (
    <ErrorState
      title={intl.formatMessage(messages[title])}
      description={intl.formatMessage(messages[body])}
      onRetry={onRetry}
      retryLabel={intl.formatMessage(messages[retryLabels[reason] ?? 'tryAgain'])}
      action={action}
    />
  );
}

interface DevicePickerProps {
  label: string;
  devices: MediaDeviceInfo[];
  value: string | null;
  onChange: (id: string) => void;
}

function DevicePicker({ label, devices, value, onChange }: DevicePickerProps) {
  const intl = useIntl();
  const items = devices.map((device, index) => ({
    id: device.deviceId,
    label: device.label || intl.formatMessage(messages.deviceFallback, { number: index + 1 }),
  }));
  return (
    <Select label={label} items={items} value={value} onChange={(key) => key != null && onChange(String(key))}>
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}

/** The id of the device behind the stream's first track of `kind`. */
const deviceOf = (stream: MediaStream | null, kind: 'audio' | 'video') =>
  stream
    ?.getTracks()
    .find((track) => track.kind === kind)
    ?.getSettings().deviceId ?? null;

interface PreJoinProps {
  preview: Preview | null;
  intro: string;
  /** What the class's recording means for this seat, when it is recorded. */
  recorded: string | null;
  joinLabel: string;
  joining: boolean;
  onJoin: () => void;
}

/** The camera and microphone pickers and the microphone level, for what is open (or, after a failure, what is connected). */
export function DevicePickers({ preview }: { preview: Preview }) {
  const intl = useIntl();
  const { stream, devices, choice, choose } = preview;
  const level = useMicLevel(stream?.getAudioTracks()[0]);
  return (
    <>
      {devices.cameras.length > 0 && (
        <DevicePicker
          label={intl.formatMessage(messages.camera)}
          devices={devices.cameras}
          value={choice.cameraId ?? deviceOf(stream, 'video')}
          onChange={(cameraId) => choose({ ...choice, cameraId })}
        />
      )}
      {devices.microphones.length > 0 && (
        <DevicePicker
          label={intl.formatMessage(messages.microphone)}
          devices={devices.microphones}
          value={choice.microphoneId ?? deviceOf(stream, 'audio')}
          onChange={(microphoneId) => choose({ ...choice, microphoneId })}
        />
      )}
      {stream && stream.getAudioTracks().length > 0 && (
        <Meter
          label={intl.formatMessage(messages.micLevel)}
          value={Math.round(level * 100)}
          showValue={false}
          tone="positive"
        />
      )}
    </>
  );
}

/**
 * Before joining: the camera preview, camera and microphone pickers and the microphone level for
 * someone who will be seen (the trainer, both sides of a one-to-one); a viewer of a class only
 * joins. A camera or microphone failure says why, offers to try again or to pick another device,
 * and keeps Join disabled; a camera or a microphone alone is enough to join. A recorded class says
 * so first.
 */
export function PreJoin({ preview, intro, recorded, joinLabel, joining, onJoin }: PreJoinProps) {
  const intl = useIntl();
  const stream = preview?.stream ?? null;
  const recording = recorded && (
    <Stack space="xxsmall">
      <Text weight="strong">{intl.formatMessage(messages.recordedTitle)}</Text>
      <Text>{recorded}</Text>
    </Stack>
  );
  const join = (
    <Button
      size="large"
      onPress={onJoin}
      isDisabled={preview !== null && !stream}
      isPending={joining}
      pendingLabel={intl.formatMessage(messages.joining)}
    >
      {joinLabel}
    </Button>
  );
  if (!preview) {
    return (
      <Stack space="large" align="left">
        {recording}
        <Text size="large">{intro}</Text>
        {join}
      </Stack>
    );
  }
  return (
    <div className={styles.preJoin}>
      {preview.failure ? (
        <Failure reason={preview.failure} onRetry={preview.retry} />
      ) : (
        <div className={styles.stage}>
          {stream && stream.getVideoTracks().length > 0 ? (
            <MediaVideo stream={stream} self label={intl.formatMessage(messages.previewLabel)} />
          ) : (
            stream && <Text className={styles.waiting}>{intl.formatMessage(messages.noCamera)}</Text>
          )}
        </div>
      )}
      <Stack space="large">
        {recording}
        <Text>{intro}</Text>
        <DevicePickers preview={preview} />
        {join}
      </Stack>
    </div>
  );
}
