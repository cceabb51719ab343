import { composeRenderProps, type ClassNameOrFunction } from 'react-aria-components';

export type ClassNamePart = string | false | null | undefined;

/** Joins the truthy parts with spaces; undefined when none is left, so no empty `class` attribute renders. */
export function joinClassNames(...parts: ClassNamePart[]): string | undefined {
  return parts.filter(Boolean).join(' ') || undefined;
}

/**
 * A react-aria-components `className` made of the component's own classes followed by the
 * caller's: a string is appended; a function is called with the render props (hover, pressed,
 * selected… plus `defaultClassName`) and its result appended.
 */
export function composeClassName<T>(
  className: ClassNameOrFunction<T> | undefined,
  ...own: ClassNamePart[]
): Exclude<ClassNameOrFunction<T>, string> {
  return composeRenderProps(className, (callerClassName) => joinClassNames(...own, callerClassName) ?? '');
}
