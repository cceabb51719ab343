import { useEffect, useRef } from 'react';
import { joinClassNames } from '@/design-system';
import * as styles from './Room.css';

interface MediaVideoProps {
  stream: MediaStream;
  label: string;
  /** One's own picture: mirrored and silent. */
  self?: boolean;
  /** The sound is off (the viewer muted what they hear). */
  muted?: boolean;
  className?: string;
  /** Playing with sound was refused (no gesture yet): the video plays muted instead. */
  onSoundBlocked?: () => void;
}

/** A live MediaStream in a `<video>`: plays as soon as it has data. */
export function MediaVideo({ stream, label, self, muted, className, onSoundBlocked }: MediaVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    video.play().catch(() => {
      if (video.muted) return;
      video.muted = true;
      onSoundBlocked?.();
      void video.play().catch(() => undefined);
    });
  }, [stream, onSoundBlocked]);
  return (
    <video
      ref={ref}
      aria-label={label}
      className={joinClassNames(styles.video, self && styles.mirrored, className)}
      autoPlay
      playsInline
      muted={self || muted}
    />
  );
}
