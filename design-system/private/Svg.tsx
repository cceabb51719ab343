import type { SVGProps } from 'react';

/** An icon's props: an SVG's, and its size in pixels (20 by default). */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame of the line icons: a 24-unit grid drawn with the current text colour, hidden from assistive tech. */
export function Svg({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
