import type { ReactNode } from 'react';
import { ListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { CheckIcon } from './icons';
import * as styles from './listbox.css';

export interface OptionProps extends Omit<ListBoxItemProps, 'children'> {
  children: ReactNode;
  description?: ReactNode;
}

/** An option in a Select, ComboBox or ListBox. Give it `id` and, if children is not a string, `textValue`. */
export function Option({ children, description, className, ...props }: OptionProps) {
  return (
    <ListBoxItem
      {...props}
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
      className={[styles.item, typeof className === 'string' ? className : ''].join(' ')}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.itemText}>
            {children}
            {description && <span className={styles.itemDescription}>{description}</span>}
          </span>
          {isSelected && (
            <span className={styles.check}>
              <CheckIcon size={16} />
            </span>
          )}
        </>
      )}
    </ListBoxItem>
  );
}
