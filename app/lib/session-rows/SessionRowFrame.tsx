import { useId, type ReactNode } from 'react';
import { Heading, Inline, Stack } from '@/design-system';
import { DateTile } from '../time/DateTile';
import * as row from './sessionRow.css';

interface SessionRowFrameProps {
  /** The session's start: the date tile's day. */
  date?: string;
  /** What stands where the date tile does, for a row of a person rather than a session (their picture). */
  picture?: ReactNode;
  /** What names the row (a title, a customer), as a heading at `level`. */
  title: ReactNode;
  level: 2 | 3 | 4;
  /** Beside the title: the status. */
  badges?: ReactNode;
  /** The lines under the title. */
  children: ReactNode;
  /** Join, Cancel, Edit…: the row's actions, if it has any now. */
  actions?: ReactNode;
}

/**
 * One session of a list of session rows: the date tile beside the title (which names the row for
 * assistive tech), its badges and details, and the actions at the end.
 */
export function SessionRowFrame({ date, picture, title, level, badges, children, actions }: SessionRowFrameProps) {
  const titleId = useId();
  return (
    <li className={row.row} aria-labelledby={titleId}>
      {picture ? <div className={row.tile}>{picture}</div> : date && <DateTile date={date} className={row.tile} />}
      <Stack space="xsmall" className={row.main}>
        <Inline space="small" alignY="center">
          <Heading level={level} size={4} id={titleId}>
            {title}
          </Heading>
          {badges}
        </Inline>
        {children}
      </Stack>
      {actions && <div className={row.actions}>{actions}</div>}
    </li>
  );
}
