import { useId } from 'react';
import type { CurrencyInfo } from '@casino/api/info';
import { useT } from '~/lib/i18n';

interface Props {
  value: string;
  groups: { fiat: CurrencyInfo[]; crypto: CurrencyInfo[] };
  error: string | null;
  onChange: (code: string) => void;
}

/** The currency of the new account, fiat and crypto in two option groups (spec 01 section 3). */
export function CurrencySelect({ value, groups, error, onChange }: Props) {
  const t = useT();
  const id = useId();
  const option = (currency: CurrencyInfo) => (
    <option key={currency.code} value={currency.code}>
      {currency.symbol && currency.symbol !== currency.code
        ? `${currency.code} (${currency.symbol})`
        : currency.code}
    </option>
  );
  return (
    <div className={['field', error ? 'field--invalid' : ''].join(' ').trim()}>
      <label htmlFor={id} className="field__label">
        {t('REGISTRATION.CURRENCY')}
      </label>
      <select
        id={id}
        name="currency"
        className="field__control field__control--select"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <optgroup label={t('REGISTRATION.CURRENCY_FIAT')}>{groups.fiat.map(option)}</optgroup>
        {groups.crypto.length > 0 && (
          <optgroup label={t('REGISTRATION.CURRENCY_CRYPTO')}>{groups.crypto.map(option)}</optgroup>
        )}
      </select>
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
