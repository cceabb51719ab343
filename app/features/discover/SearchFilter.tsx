import { useEffect, useState } from 'react';
import { SearchField } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { SEARCH_MAX } from './useDiscoverParams';
import { messages } from './messages';

interface SearchFilterProps {
  label: string;
  placeholder: string;
  /** The committed search (from the URL). */
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  className?: string;
}

/** Free-text search: commits on Enter, or after a short pause in typing; Escape or × clears. */
export function SearchFilter({ label, placeholder, value, onCommit, className }: SearchFilterProps) {
  const intl = useIntl();
  const [text, setText] = useState(value ?? '');
  const [committed, setCommitted] = useState(value);
  if (committed !== value) {
    // The URL changed under us (clear filters, back/forward): show what it says.
    setCommitted(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }

  const commit = (input: string) => {
    const next = input.trim() || undefined;
    if (next !== value) onCommit(next);
  };

  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === value) return;
    const timer = setTimeout(() => onCommit(next), 400);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);

  return (
    <SearchField
      className={className}
      label={label}
      placeholder={placeholder}
      clearLabel={intl.formatMessage(messages.clearSearch)}
      maxLength={SEARCH_MAX}
      value={text}
      onChange={setText}
      onSubmit={() => commit(text)}
      onClear={() => commit('')}
    />
  );
}
