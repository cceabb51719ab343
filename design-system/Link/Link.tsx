import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import { cx } from '../Box/Box';
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
      className={composeRenderProps(
        className,
        (cls) => cx(styles.link, styles.tone[tone], quiet && styles.quiet, cls) ?? '',
      )}
    />
  );
}
