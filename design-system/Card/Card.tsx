import type { HTMLAttributes, ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { externalRel } from '../Link/external';
import { composeClassName, joinClassNames } from '../private/className';
import * as styles from './Card.css';

export interface CardImage {
  src: string;
  /** Meaningful alt, or '' when the image is decorative. */
  alt: string;
  /** Width / height, e.g. 16 / 9 (default). */
  aspectRatio?: number;
}

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: `article` for a self-contained item, `li` inside a list, `section` for a titled group. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** A cover image on top (`src`, `alt`, aspect ratio). */
  image?: CardImage;
  /** Overlaid on the image's top-left corner (a Badge, say). */
  imageBadge?: ReactNode;
  /** Inner space: `none` when the content brings its own. */
  padding?: keyof typeof styles.padding;
  /** Surface: `neutral`, or a tinted one to stand out. */
  tone?: keyof typeof styles.tone;
  /** The content; put a CardLink around its title to make the card a link. */
  children?: ReactNode;
}

/**
 * A surface that groups content. Put a CardLink in its heading to make the whole card a link.
 *
 * Use instead: a GridList for a list of selectable or actionable rows; plain Box for layout without a surface.
 *
 * Accessibility: a container without a role of its own (choose `as="article"` or `li` for meaning); with a CardLink the title is the one link and the whole card is its hit area.
 */
export function Card({
  as: Tag = 'div',
  image,
  imageBadge,
  padding = 'medium',
  tone = 'neutral',
  className,
  children,
  ...props
}: CardProps) {
  return (
    <Tag {...props} className={joinClassNames(styles.card, styles.tone[tone], className)}>
      {image && (
        <div className={styles.media} style={{ aspectRatio: String(image.aspectRatio ?? 16 / 9) }}>
          <img className={styles.image} src={image.src} alt={image.alt} loading="lazy" decoding="async" />
          {imageBadge && <div className={styles.mediaBadge}>{imageBadge}</div>}
        </div>
      )}
      <div className={joinClassNames(styles.body, styles.padding[padding])}>{children}</div>
    </Tag>
  );
}

export type CardLinkProps = RACLinkProps;

/**
 * The link-card pattern: put this around the card's title; its hit area covers the whole card,
 * while the accessible name stays the title. Other interactive elements in the card need
 * `position: relative; z-index: 2` to stay clickable.
 */
export function CardLink({ className, href, rel, ...props }: CardLinkProps) {
  return (
    <RACLink
      {...props}
      href={href}
      rel={externalRel(href, rel)}
      data-card-link=""
      className={composeClassName(className, styles.cardLink)}
    />
  );
}
