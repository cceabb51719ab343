/** Generated SVG art for stories (no network). */
export function cover(a: string, b: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${b}"/><circle cx="250" cy="40" r="110" fill="${a}" opacity=".9"/><path d="M0 150 L120 60 L170 110 L230 70 L320 150 V180 H0z" fill="${a}" opacity=".35"/><path d="M30 120h80M30 132h50" stroke="${a}" stroke-width="6" stroke-linecap="round"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function portrait(bg: string, fg: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${bg}"/><circle cx="32" cy="25" r="12" fill="${fg}"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="${fg}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
