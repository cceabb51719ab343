import { PRODUCT_NAME } from '../lib/format/brand';
import * as styles from './Shell.css';

/** The Kinetic mark and word; decorative, the surrounding link carries the accessible name. */
export function Logo() {
  return (
    <span className={styles.logo} aria-hidden="true">
      <svg viewBox="0 0 32 32" width="32" height="32" focusable="false" className={styles.logoMark}>
        <rect width="32" height="32" rx="8" className={styles.logoTile} />
        <path d="M10 7h4v7.5L20.5 7H25l-7 7.6L25.5 25H20.6l-5.2-7.4L14 19.1V25h-4z" className={styles.logoGlyph} />
      </svg>
      <span className={styles.logoWord}>{PRODUCT_NAME}</span>
    </span>
  );
}
