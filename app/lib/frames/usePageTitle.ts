import { useEffect } from 'react';
import { defineMessages } from '@/app/i18n';
import { useIntl } from '@/app/i18n';
import { PRODUCT_NAME } from '../format/brand';

const messages = defineMessages({
  title: { id: 'app.pageTitle', defaultMessage: '{product} — {page}' },
});

/**
 * Sets the document title to "Kinetic — <page>" and, with `description`, the page's description
 * (what a shared link's preview says), put back when the page goes.
 */
export function usePageTitle(page: string, description?: string) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title, { product: PRODUCT_NAME, page });
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    const meta = description && document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const before = meta.getAttribute('content') ?? '';
    meta.setAttribute('content', description);
    return () => meta.setAttribute('content', before);
  }, [description]);
}
