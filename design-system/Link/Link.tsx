import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { composeClassName } from '../private/className';
import { externalRel } from './external';
import * as styles from './Link.css';

export interface LinkProps extends RACLinkProps {
  /** Colour: `brand` in running text, `neutral` or `muted` in dense UI, `inherit` on coloured surfaces. */
  tone?: 'brand' | 'neutral' | 'muted' | 'inherit';
  /** No underline until hovered (navigation, footers). */
  quiet?: boolean;
}

/**
 * A text link. In-app hrefs navigate client-side through RAC's RouterProvider (wired by the app);
 * external URLs get rel="noopener noreferrer".
 *
 * Use instead: a Button for an action on this page; a LinkButton for a link that should look like a button.
 *
 * Accessibility: Enter follows it; in-app links route without a reload; external links open with `rel="noopener noreferrer"`.
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
