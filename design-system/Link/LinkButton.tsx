import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import * as buttonStyles from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { composeClassName } from '../private/className';
import { externalRel } from './external';

export interface LinkButtonProps extends Omit<RACLinkProps, 'children'> {
  /** The look of a Button with the same name. */
  variant?: ButtonVariant;
  /** The size of a Button with the same name. */
  size?: ButtonSize;
  /** Fill the width of the container. */
  fullWidth?: boolean;
  /** Icon before the label (decorative). */
  icon?: ReactNode;
  /** Icon after the label (decorative). */
  iconEnd?: ReactNode;
  /** The label: where the link goes ("See all classes"). */
  children?: ReactNode;
}

/** A link that looks like a Button (navigation, not an action). */
export function LinkButton({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  icon,
  iconEnd,
  children,
  className,
  href,
  rel,
  ...props
}: LinkButtonProps) {
  return (
    <RACLink
      {...props}
      href={href}
      rel={externalRel(href, rel)}
      className={composeClassName(
        className,
        buttonStyles.button({ variant, size, fullWidth, iconOnly: !children && Boolean(icon) }),
      )}
    >
      <span className={buttonStyles.content}>
        {icon}
        {children}
        {iconEnd}
      </span>
    </RACLink>
  );
}
