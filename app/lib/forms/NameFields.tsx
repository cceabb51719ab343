import type { MessageDescriptor } from '@formatjs/intl';
import { Column, Columns, TextField, type ColumnsProps } from '@/design-system';
import { useIntl } from '@/app/i18n';
import type { FieldProps } from './useFormFields';

interface NameFieldsProps {
  firstName: FieldProps<string>;
  lastName: FieldProps<string>;
  words: Record<'firstName' | 'lastName', MessageDescriptor>;
  /** The gutter between the two (and between them once stacked, below a tablet's width). */
  space: ColumnsProps['space'];
}

/** A person's first and last name, side by side from a tablet's width, both required and filled in by the browser. */
export function NameFields({ firstName, lastName, words, space }: NameFieldsProps) {
  const intl = useIntl();
  return (
    <Columns space={space} collapseBelow="tablet">
      <Column>
        <TextField {...firstName} label={intl.formatMessage(words.firstName)} autoComplete="given-name" isRequired />
      </Column>
      <Column>
        <TextField {...lastName} label={intl.formatMessage(words.lastName)} autoComplete="family-name" isRequired />
      </Column>
    </Columns>
  );
}
