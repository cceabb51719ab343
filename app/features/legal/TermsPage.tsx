import { LegalDocument } from './LegalDocument';
import { terms } from './terms';

/** `/terms-and-conditions`: the Terms of Service. */
export default function TermsPage() {
  return <LegalDocument content={terms} />;
}
