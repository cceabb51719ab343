import type { MessageDescriptor } from '@formatjs/intl';

/** A block of a legal section: a paragraph, or a bulleted list of short items. */
export type LegalBlock = MessageDescriptor | { list: MessageDescriptor[] };

/** One numbered section of a legal document; `id` is its stable in-page anchor. */
export interface LegalSection {
  id: string;
  heading: MessageDescriptor;
  paragraphs: LegalBlock[];
}

/** A whole legal document as data: rendered by LegalDocument. */
export interface LegalDocumentContent {
  pageTitle: MessageDescriptor;
  title: MessageDescriptor;
  intro: MessageDescriptor;
  /** When it last changed, when not with the Terms and the Privacy Policy (`LAST_UPDATED`). */
  lastUpdated?: Date;
  sections: LegalSection[];
}

export function isList(block: LegalBlock): block is { list: MessageDescriptor[] } {
  return 'list' in block;
}
