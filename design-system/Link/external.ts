/** True for absolute http(s) URLs on another origin. */
export function isExternalHref(href: string | undefined): boolean {
  if (!href || !/^(https?:)?\/\//i.test(href)) return false;
  if (typeof window === 'undefined') return true;
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

/** Adds rel="noopener noreferrer" to external links (kept on top of any rel given). */
export function externalRel(href: string | undefined, rel: string | undefined): string | undefined {
  if (!isExternalHref(href)) return rel;
  const parts = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  parts.add('noopener');
  parts.add('noreferrer');
  return [...parts].join(' ');
}
