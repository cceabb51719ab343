import type { HTMLAttributes } from 'react';
import { joinClassNames } from '../private/className';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: a heading when the hidden text names the page or a section. */
  elementType?: 'span' | 'div' | 'h1' | 'h2';
}

/** Content for screen readers only. */
export function VisuallyHidden({ elementType: Element = 'span', className, ...props }: VisuallyHiddenProps) {
  return <Element {...props} className={joinClassNames(styles.hidden, className)} />;
}
