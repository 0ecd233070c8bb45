import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useT } from '~/lib/i18n';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

/** A password input with a show/hide toggle; error and hint are announced through aria-describedby. */
export function PasswordField({ label, error, hint, id, className, ...input }: Props) {
  const t = useT();
  const ownId = useId();
  const inputId = id ?? ownId;
  const [visible, setVisible] = useState(false);
  const describedBy =
    [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div
      className={['field', 'field--password', error ? 'field--invalid' : '', className ?? '']
        .join(' ')
        .trim()}
    >
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className="field__row">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className="field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('COMMON.HIDE_PASSWORD') : t('COMMON.SHOW_PASSWORD')}
        </button>
      </div>
      {hint && (
        <span id={`${inputId}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
