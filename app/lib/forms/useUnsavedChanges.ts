import { useEffect } from 'react';
import { defineMessages, useIntl } from '@/app/i18n';

const messages = defineMessages({
  leave: {
    id: 'unsavedChanges.leave',
    defaultMessage: 'You have changes that are not saved. Leave this page and lose them?',
  },
});

/** The Navigation API's `navigate` event (Chromium): Back and Forward announce themselves there. */
type NavigateEvent = Event & { navigationType?: string };
const browserNavigation = (globalThis as { navigation?: EventTarget }).navigation;

/**
 * While `isDirty`, leaving the page asks first: a link followed inside the app, and Back or Forward
 * where the browser lets a page cancel them (the Navigation API), ask with a confirmation (staying
 * cancels the navigation); closing or reloading the tab gets the browser's own prompt. Navigation
 * the screen makes itself (after saving) is never stopped.
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
    const onNavigate = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse' || !event.cancelable) return;
      if (!window.confirm(question)) event.preventDefault();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    browserNavigation?.addEventListener('navigate', onNavigate);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      browserNavigation?.removeEventListener('navigate', onNavigate);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [isDirty, question]);
}
