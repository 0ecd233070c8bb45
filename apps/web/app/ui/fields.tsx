import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldBase {
  label: ReactNode;
  /** The (already translated) error under the field; sets aria-invalid and is announced via aria-describedby. */
  error?: string | null;
  /** A hint under the field. */
  hint?: ReactNode;
}

function describedBy(errorId: string, hintId: string, error?: string | null, hint?: ReactNode) {
  return [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({
  errorId,
  hintId,
  error,
  hint,
}: {
  errorId: string;
  hintId: string;
  error?: string | null;
  hint?: ReactNode;
}) {
  return (
    <>
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

/** A labelled text input with its error and hint wired to aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  ...input
}: FieldBase & InputHTMLAttributes<HTMLInputElement>) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].join(' ').trim()}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <input
        id={inputId}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId, error, hint)}
        {...input}
      />
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select (best on phones), with error and hint like TextField. */
export function SelectField({
  label,
  error,
  hint,
  id,
  options,
  placeholder,
  className,
  ...select
}: FieldBase & {
  options: SelectOption[];
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].join(' ').trim()}>
      <label htmlFor={selectId} className="field__label">
        {label}
      </label>
      <select
        id={selectId}
        className="field__control field__control--select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId, error, hint)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
}

/** A labelled checkbox; the label may hold links (terms), the error sits under it. */
export function Checkbox({
  label,
  error,
  hint,
  id,
  className,
  ...input
}: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div
      className={['field field--checkbox', error ? 'field--invalid' : '', className ?? '']
        .join(' ')
        .trim()}
    >
      <input
        id={inputId}
        type="checkbox"
        className="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId, error, hint)}
        {...input}
      />
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
}
