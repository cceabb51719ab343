import { useEffect } from 'react';
import { defineMessages } from '../../i18n';
import { useIntl } from '../../i18n';
import { PRODUCT_NAME } from '../format/brand';

const messages = defineMessages({
  title: { id: 'app.pageTitle', defaultMessage: '{product} — {page}' },
});

/** Sets the document title to "Kinetic — <page>". */
export function usePageTitle(page: string) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title, { product: PRODUCT_NAME, page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
