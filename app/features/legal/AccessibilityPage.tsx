import { accessibility } from './accessibility';
import { LegalDocument } from './LegalDocument';

/** `/accessibility`: the accessibility statement. */
export default function AccessibilityPage() {
  return <LegalDocument content={accessibility} />;
}
