import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { composeClassName } from '../private/className';
import { externalRel } from './external';
import * as styles from './Link.css';

export interface LinkProps extends RACLinkProps {
  tone?: 'brand' | 'neutral' | 'muted' | 'inherit';
  /** No underline until hovered (navigation, footers). */
  quiet?: boolean;
}

/**
 * A text link. In-app hrefs navigate client-side through RAC's RouterProvider (wired by the app);
 * external URLs get rel="noopener noreferrer".
 */
export function Link({ tone = 'brand', quiet, className, href, rel, ...props }: LinkProps) {
  return (
    <RACLink
      {...props}
      href={href}
      rel={externalRel(href, rel)}
      className={composeClassName(className, styles.link, styles.tone[tone], quiet && styles.quiet)}
    />
  );
}
