import { LegalDocument } from './LegalDocument';
import { privacy } from './privacy';

/** `/privacy-policy`: the Privacy Policy. */
export default function PrivacyPage() {
  return <LegalDocument content={privacy} />;
}
