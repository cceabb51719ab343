import * as field from '../private/field.css';
import { joinClassNames } from '../private/className';
import { Skeleton } from '../Skeleton/Skeleton';
import { vars } from '../tokens';

export interface SelectSkeletonProps {
  /** The label the Select will have, shown already so the field does not move when it arrives. */
  label: string;
  /** Extra class for placement. */
  className?: string;
}

/**
 * A Select's place while its code loads: the same label and a control of the same height, so a
 * screen can show its filters at once and load the list's code after the first paint.
 */
export function SelectSkeleton({ label, className }: SelectSkeletonProps) {
  return (
    <div className={joinClassNames(field.field, className)} aria-hidden="true">
      <span className={field.label}>{label}</span>
      <Skeleton height={vars.size.fieldHeight} />
    </div>
  );
}
