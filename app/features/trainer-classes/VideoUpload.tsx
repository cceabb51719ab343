import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadClassVideo } from '@/sdk/calls';
import { Button, Heading, Inline, ProgressBar, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formFailure } from '@/app/lib/queries/failure';
import { classVideoQuery } from './ClassVideo';
import { messages } from './messages';

/**
 * A recorded class's video upload: `start` sends the file and resolves true once it is stored (the
 * class's video section then shows it, processing); meanwhile `percent` says how far it has gone,
 * and after a failure `failure` says why, in words.
 */
export function useVideoUpload() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<string>();
  const start = async (classId: string, file: File) => {
    setFailure(undefined);
    setPercent(0);
    try {
      const video = await uploadClassVideo(classId, file, ({ loaded, total }) =>
        setPercent(total > 0 ? Math.round((loaded / total) * 100) : 0),
      );
      queryClient.setQueryData(classVideoQuery(classId).queryKey, video);
      return true;
    } catch (error) {
      setFailure(formFailure(intl, error, messages.videoFailed).form);
      return false;
    }
  };
  return { percent, failure, start };
}

interface VideoUploadProps {
  file: File;
  percent: number;
  failure: string | undefined;
  onRetry: () => void;
  /** Go on without the video (it can be added later from the class's edit page). */
  onSkip: () => void;
}

/** The upload under way: the file, a progress bar, and after a failure why, Try again and Add it later. */
export function VideoUpload({ file, percent, failure, onRetry, onSkip }: VideoUploadProps) {
  const intl = useIntl();
  return (
    <Stack space="medium">
      <Heading level={2} size={4}>
        {intl.formatMessage(messages.videoUploading, { name: file.name })}
      </Heading>
      <ProgressBar label={intl.formatMessage(messages.videoProgress)} value={percent} />
      {failure && (
        <Stack space="small">
          <Text role="alert" tone="critical" weight="strong">
            {failure}
          </Text>
          <Inline space="small">
            <Button onPress={onRetry}>{intl.formatMessage(messages.videoRetry)}</Button>
            <Button variant="secondary" onPress={onSkip}>
              {intl.formatMessage(messages.videoLater)}
            </Button>
          </Inline>
        </Stack>
      )}
    </Stack>
  );
}
