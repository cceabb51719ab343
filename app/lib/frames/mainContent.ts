/** The id of the shell's main content: the skip link's target, focusable from script (`tabIndex={-1}`). */
export const MAIN_CONTENT_ID = 'main';

/**
 * When an offer or a prompt goes away with the focus on `leaving` (the button that closes it), the
 * focus moves to the main content rather than falling back to the top of the document, and the page
 * stays where it was scrolled.
 */
export function focusMainContentFrom(leaving: Element) {
  if (leaving?.contains(document.activeElement))
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
