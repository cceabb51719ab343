import type { ReactNode } from 'react';
import {
  Button,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList,
  type TagGroupProps as RACTagGroupProps,
  type TagListProps,
  type TagProps as RACTagProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldLabelProps } from '../private/Field';
import * as field from '../private/field.css';
import { CheckIcon, CloseIcon } from '../private/icons';
import { composeClassName, joinClassNames } from '../private/className';
import * as styles from './TagGroup.css';

export interface TagGroupProps<T extends object>
  extends
    Omit<RACTagGroupProps, 'children'>,
    Pick<TagListProps<T>, 'items' | 'children'>,
    Omit<FieldLabelProps, 'errorMessage'> {
  /** Shown when there are no tags. */
  emptyLabel?: string;
  /** Shown and announced when the group is invalid. */
  errorMessage?: string;
}

/**
 * Tags: filters (selectionMode) or a removable list (onRemove, e.g. skills). Arrow keys move,
 * Space selects, Delete/Backspace removes.
 *
 * Use instead: Badges for labels that do nothing; a CheckboxGroup when the options should read as a form.
 *
 * Accessibility: a grid of tags named by its label; arrows move, Space selects when selection is on, Delete or Backspace removes a removable tag.
 */
export function TagGroup<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  emptyLabel,
  className,
  ...props
}: TagGroupProps<T>) {
  return (
    <RACTagGroup {...props} className={joinClassNames(field.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <TagList
        items={items}
        className={styles.list}
        renderEmptyState={emptyLabel ? () => <span className={styles.empty}>{emptyLabel}</span> : undefined}
      >
        {children}
      </TagList>
      <FieldDescription>{description}</FieldDescription>
      {errorMessage && <FieldErrorText>{errorMessage}</FieldErrorText>}
    </RACTagGroup>
  );
}

export interface TagProps extends Omit<RACTagProps, 'children'> {
  /** The tag's label. */
  children: ReactNode;
  /** The remove button's verb ("Remove"); the tag's text is appended, giving "Remove HIIT". Defaults to react-aria's localised string. */
  removeLabel?: string;
}

export function Tag({ children, removeLabel, className, ...props }: TagProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACTag {...props} textValue={textValue} className={composeClassName(className, styles.tag)}>
      {({ allowsRemoving, isSelected }) => (
        <>
          {isSelected && <CheckIcon size={14} strokeWidth={3} />}
          {children}
          {allowsRemoving && (
            <Button slot="remove" className={styles.remove} aria-label={removeLabel}>
              <CloseIcon size={14} />
            </Button>
          )}
        </>
      )}
    </RACTag>
  );
}
