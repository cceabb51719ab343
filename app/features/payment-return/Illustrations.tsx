import type { ReactNode } from 'react';
import * as styles from './PaymentReturn.css';

/** The square every illustration is drawn in. */
function Picture({ children }: { children: ReactNode }) {
  return (
    <svg className={styles.illustration} viewBox="0 0 128 128" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A face of `radius` in a halo, centred in the square: the success and pending pictures draw on it. */
function Medallion({
  halo,
  face,
  radius,
  children,
}: {
  halo: string;
  face: string;
  radius: number;
  children: ReactNode;
}) {
  return (
    <Picture>
      <circle className={halo} cx="64" cy="64" r="58" />
      <circle className={face} cx="64" cy="64" r={radius} />
      {children}
    </Picture>
  );
}

/** A big tick in a lime disc with a little confetti: decorative (the heading says it). */
export function SuccessIllustration() {
  return (
    <Medallion halo={styles.halo} face={styles.disc} radius={40}>
      <path className={styles.tick} d="M46 65 l12 12 l24 -26" />
      <circle className={styles.sparkAccent} cx="18" cy="26" r="4" />
      <circle className={styles.sparkBrand} cx="112" cy="20" r="5" />
      <rect className={styles.sparkAccent} x="106" y="100" width="8" height="8" rx="2" transform="rotate(20 110 104)" />
      <rect className={styles.sparkBrand} x="10" y="96" width="7" height="7" rx="2" transform="rotate(-15 13 99)" />
    </Medallion>
  );
}

/** A payment card with an alert badge: decorative (the heading says it). */
export function FailureIllustration() {
  return (
    <Picture>
      <rect className={styles.cardShape} x="10" y="30" width="92" height="62" rx="10" />
      <rect className={styles.cardStripe} x="11" y="44" width="90" height="10" />
      <rect className={styles.cardChip} x="22" y="64" width="18" height="13" rx="3" />
      <circle className={styles.alertDisc} cx="96" cy="88" r="24" />
      <path className={styles.alertMark} d="M87 79 l18 18 M105 79 l-18 18" />
    </Picture>
  );
}

/** A clock in a warm disc: not known yet, rather than failed. Decorative (the heading says it). */
export function PendingIllustration() {
  return (
    <Medallion halo={styles.pendingHalo} face={styles.pendingFace} radius={38}>
      <path className={styles.pendingHands} d="M64 42 V64 L79 74" />
      <circle className={styles.pendingDot} cx="64" cy="64" r="4" />
    </Medallion>
  );
}
