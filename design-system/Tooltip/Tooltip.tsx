import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { composeClassName } from '../private/className';
import * as styles from './Tooltip.css';

export type TooltipTriggerProps = TooltipTriggerComponentProps;
/** Wraps a focusable trigger and a Tooltip: shown on hover and on keyboard focus, Escape hides it. */
export function TooltipTrigger({ delay = 500, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger delay={delay} {...props} />;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  /** A short description of the trigger; never the only place for essential information. */
  children: ReactNode;
}
/**
 * A short hint. Never the only place important information lives (touch users can't hover).
 *
 * Use instead: a Popover for content with links or actions; visible text for anything essential.
 *
 * Accessibility: shown on hover and keyboard focus, hidden with Escape; it describes its trigger (aria-describedby) and never names it.
 */
export function Tooltip({ children, className, offset = 8, ...props }: TooltipProps) {
  return (
    <RACTooltip {...props} offset={offset} className={composeClassName(className, styles.tooltip)}>
      <OverlayArrow>
        <svg width={10} height={10} viewBox="0 0 10 10" className={styles.arrow} aria-hidden="true">
          <path d="M0 0 L5 5 L10 0" />
        </svg>
      </OverlayArrow>
      {children}
    </RACTooltip>
  );
}
