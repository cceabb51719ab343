import { useEffect } from 'react';
import { defineMessages, useIntl } from '../i18n';

const messages = defineMessages({
  leave: {
    id: 'unsavedChanges.leave',
    defaultMessage: 'You have changes that are not saved. Leave this page and lose them?',
  },
});

/**
 * While `isDirty`, leaving the page asks first: a link followed inside the app asks with a
 * confirmation (staying cancels the navigation), and closing or reloading the tab gets the
 * browser's own prompt. Navigation the screen makes itself (after saving) is never stopped.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const intl = useIntl();
  const question = intl.formatMessage(messages.leave);
  useEffect(() => {
    if (!isDirty) return undefined;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || event.defaultPrevented || link.getAttribute('target') === '_blank') return;
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [isDirty, question]);
}
