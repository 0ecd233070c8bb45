import { useId, useMemo } from 'react';
import { useLocale, useT } from '~/lib/i18n';

export interface BirthdayParts {
  day: string;
  month: string;
  year: string;
}

interface Props {
  /** The group's legend: the form's own wording of "date of birth". */
  label: string;
  value: BirthdayParts;
  onChange: (part: keyof BirthdayParts, value: string) => void;
  error?: string | null;
  required?: boolean;
  /** Shows the required marker of the profile form (the registration form marks optional fields instead). */
  marked?: boolean;
  disabled?: boolean;
  hint?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The youngest year on the list: players must be 18 (spec 01 section 5); the validator has the last word. */
const YOUNGEST_AGE = 18;
const OLDEST_YEAR = 1900;

/** Date of birth as day / month / year selects (spec 01 section 5), one group with one error. */
export function BirthdayField({
  label,
  value,
  onChange,
  error,
  required,
  marked,
  disabled,
  hint,
}: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => ({
      value: pad(i + 1),
      label: format.format(new Date(Date.UTC(2000, i, 1))),
    }));
  }, [locale]);
  const years = useMemo(() => {
    const last = new Date().getUTCFullYear() - YOUNGEST_AGE;
    return Array.from({ length: last - OLDEST_YEAR + 1 }, (_, i) => String(last - i));
  }, []);
  const common = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    required,
    disabled,
    className: 'field__control field__control--select',
  } as const;
  return (
    <fieldset
      className={['field', 'field--birthday', error ? 'field--invalid' : ''].join(' ').trim()}
    >
      <legend className="field__label">
        {label}
        {marked && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="field__row field__row--thirds">
        <label className="visually-hidden" htmlFor={`${id}-day`}>
          {t('COMMON.DAY')}
        </label>
        <select
          id={`${id}-day`}
          name="day"
          autoComplete="bday-day"
          value={value.day}
          onChange={(e) => onChange('day', e.target.value)}
          {...common}
        >
          <option value="">{t('COMMON.DAY')}</option>
          {Array.from({ length: 31 }, (_, i) => (
            <option key={i} value={pad(i + 1)}>
              {i + 1}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-month`}>
          {t('COMMON.MONTH')}
        </label>
        <select
          id={`${id}-month`}
          name="month"
          autoComplete="bday-month"
          value={value.month}
          onChange={(e) => onChange('month', e.target.value)}
          {...common}
        >
          <option value="">{t('COMMON.MONTH')}</option>
          {months.map((month) => (
            <option key={month.value} value={month.value}>
              {month.label}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-year`}>
          {t('COMMON.YEAR')}
        </label>
        <select
          id={`${id}-year`}
          name="year"
          autoComplete="bday-year"
          value={value.year}
          onChange={(e) => onChange('year', e.target.value)}
          {...common}
        >
          <option value="">{t('COMMON.YEAR')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
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
    </fieldset>
  );
}
