import { Svg, type IconProps } from './Svg';

/** In a module of its own: the first paint can show it (a failed section), the other icons come with the controls that use them. */
export const AlertIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </Svg>
);
