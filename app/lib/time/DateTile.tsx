import { joinClassNames } from '@/design-system';
import { useIntl } from '@/app/i18n';
import * as styles from './DateTile.css';
import { dateFormats } from './format';

/**
 * A session's day and month as a square tile beside its details, in the viewer's time zone. It is
 * decoration: the details next to it say the date in words.
 */
export function DateTile({ date, className }: { date: string; className?: string }) {
  const intl = useIntl();
  return (
    <span className={joinClassNames(styles.tile, className)} aria-hidden="true">
      <span className={styles.day}>{intl.formatDate(date, dateFormats.dayOfMonth)}</span>
      <span className={styles.month}>{intl.formatDate(date, dateFormats.monthShort)}</span>
    </span>
  );
}
