/** The least and most one top-up adds, in pence: £5 to £500. */
export const MIN_TOP_UP = 500;
export const MAX_TOP_UP = 50_000;

/** Why an amount in pounds cannot be topped up, or null when it can. */
export function topUpProblem(pounds: number): 'missing' | 'outOfRange' | 'pence' | null {
  if (Number.isNaN(pounds)) return 'missing';
  const pence = Math.round(pounds * 100);
  if (Math.abs(pence - pounds * 100) > 1e-6) return 'pence';
  return pence < MIN_TOP_UP || pence > MAX_TOP_UP ? 'outOfRange' : null;
}

/**
 * Pounds as typed ("20", "12.50", "£15"; "12,50" or "12,50 £" in a language that writes a decimal
 * comma, as Spanish does); anything else is NaN.
 */
export function parsePounds(text: string, locale: string): number {
  const decimalComma = new Intl.NumberFormat(locale).formatToParts(0.5).some((part) => part.value === ',');
  const value = text.trim().replace(/^£\s*|\s*£$/g, '');
  const pounds = decimalComma ? value.replace(',', '.') : value;
  return /^\d+(\.\d+)?$/.test(pounds) ? Number(pounds) : Number.NaN;
}
