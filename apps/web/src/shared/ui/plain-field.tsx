import { type ReactNode, useId } from 'react';
import styles from './plain-field.module.css';
import ui from './plain-ui.module.css';

/** What a field's control takes from its {@link PlainField}: its label, its error and its look. */
export interface PlainFieldControlProps<Name extends string> {
  id: string;
  name: Name;
  className: string | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface PlainFieldProps<Name extends string> {
  label: string;
  name: Name;
  error: string | undefined;
  /** antd's required mark before the label. */
  marked?: boolean;
  children: (props: PlainFieldControlProps<Name>) => ReactNode;
}

/** A labelled field with its error under it, as antd's vertical form draws one, with plain elements. */
export function PlainField<Name extends string>({
  label,
  name,
  error,
  marked = false,
  children,
}: PlainFieldProps<Name>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={marked ? `${styles.label} ${styles.marked}` : styles.label}>
        {label}
      </label>
      {children({
        id,
        name,
        className: ui.input,
        'aria-invalid': error !== undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
