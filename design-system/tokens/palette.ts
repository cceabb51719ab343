/**
 * Raw colour roles for both themes. Plain data (no CSS) so tests can check contrast.
 * Brand: "volt" lime on deep ink, with a coral accent for energy.
 */
export interface ColorRoles {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  surfaceHover: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  brand: string;
  brandHover: string;
  brandPressed: string;
  onBrand: string;
  brandText: string;
  brandSoft: string;
  accent: string;
  onAccent: string;
  accentSoft: string;
  accentText: string;
  positive: string;
  positiveSoft: string;
  onPositive: string;
  critical: string;
  criticalHover: string;
  criticalSoft: string;
  onCritical: string;
  warning: string;
  warningSoft: string;
  info: string;
  infoSoft: string;
  neutralSoft: string;
  focus: string;
  overlay: string;
  inverse: string;
  onInverse: string;
  skeleton: string;
  rating: string;
}

export const lightColors: ColorRoles = {
  background: '#f5f6f1',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eceee6',
  surfaceHover: '#f0f2ea',
  border: '#dadfd2',
  borderStrong: '#767e6f',
  text: '#11151a',
  textMuted: '#4d5560',
  brand: '#c6f432',
  brandHover: '#b5e620',
  brandPressed: '#a2d10f',
  onBrand: '#11151a',
  brandText: '#3a6500',
  brandSoft: '#eefbc4',
  accent: '#cc3714',
  onAccent: '#ffffff',
  accentSoft: '#ffe6de',
  accentText: '#b32a0b',
  positive: '#1b7a3a',
  positiveSoft: '#dcf5e3',
  onPositive: '#ffffff',
  critical: '#c4261d',
  criticalHover: '#a61d15',
  criticalSoft: '#fde4e1',
  onCritical: '#ffffff',
  warning: '#8a5200',
  warningSoft: '#fff0cc',
  info: '#1f5a96',
  infoSoft: '#e0ecfa',
  neutralSoft: '#eceee6',
  focus: '#3a6500',
  overlay: 'rgba(10, 13, 17, 0.55)',
  inverse: '#11151a',
  onInverse: '#f4f6ef',
  skeleton: '#e3e6dc',
  rating: '#b45309',
};

export const darkColors: ColorRoles = {
  background: '#0b0e12',
  surface: '#13181f',
  surfaceRaised: '#1b2129',
  surfaceSunken: '#080a0d',
  surfaceHover: '#222933',
  border: '#2b333e',
  borderStrong: '#7a8493',
  text: '#f3f5ef',
  textMuted: '#a9b2be',
  brand: '#c6f432',
  brandHover: '#d5ff4f',
  brandPressed: '#b2df1c',
  onBrand: '#0b0e12',
  brandText: '#c6f432',
  brandSoft: '#26330b',
  accent: '#ff7452',
  onAccent: '#0b0e12',
  accentSoft: '#3a1a12',
  accentText: '#ff8f73',
  positive: '#4ade80',
  positiveSoft: '#12301d',
  onPositive: '#0b0e12',
  critical: '#ff6b61',
  criticalHover: '#ff8a82',
  criticalSoft: '#3b1513',
  onCritical: '#0b0e12',
  warning: '#fbbf24',
  warningSoft: '#362a0b',
  info: '#7cb8ff',
  infoSoft: '#13263d',
  neutralSoft: '#222933',
  focus: '#c6f432',
  overlay: 'rgba(0, 0, 0, 0.7)',
  inverse: '#f3f5ef',
  onInverse: '#11151a',
  skeleton: '#242b35',
  rating: '#fbbf24',
};

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio between two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
