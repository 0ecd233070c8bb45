import type { ReactNode } from 'react';
import type { CountryInfo } from '@casino/api/info';
import { useT } from '~/lib/i18n';
import { SelectField, TextField } from '~/ui/fields';
import type { FormErrors } from '~/lib/forms/form-errors';
import type { ProfileField } from '~/features/profile/forms/player-fields';
import { statesOf, type ProfileValues } from '~/features/profile/forms/profile-values';
import { BirthdayField } from '~/components/form/birthday-field';

export interface PersonalFieldsProps {
  /** The fields to show, in order; `state` shows only for countries with states (AU, CA). */
  fields: readonly ProfileField[];
  values: ProfileValues;
  errors: FormErrors;
  required: ReadonlySet<string>;
  locked: ReadonlySet<string>;
  countries: readonly CountryInfo[];
  genders: readonly string[];
  /** True while the state shown was derived from the postal code (spec 01 section 4). */
  stateDerived: boolean;
  /** player_fields' length bounds per field: the {min}/{max} of the server's length messages. */
  lengths?: Readonly<Record<string, Record<string, number>>>;
  onChange: (field: keyof ProfileValues, value: string) => void;
}

const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  nickname: 'nickname',
  mobile_phone: 'tel',
  country: 'country',
  city: 'address-level2',
  address: 'street-address',
  postal_code: 'postal-code',
  state: 'address-level1',
  gender: 'sex',
};

/** The personal-data controls shared by the profile form and the personal-info modal. */
export function PersonalFields({
  fields,
  values,
  errors,
  required,
  locked,
  countries,
  genders,
  stateDerived,
  lengths = {},
  onChange,
}: PersonalFieldsProps) {
  const t = useT();
  const label = (field: ProfileField): ReactNode => (
    <>
      {t(`PROFILE.FIELDS.${field.toUpperCase()}`)}
      {required.has(field) && <span aria-hidden="true"> *</span>}
    </>
  );
  const error = (field: string) => (errors[field] ? t(errors[field], lengths[field]) : null);
  const lockHint = (field: ProfileField) => (locked.has(field) ? t('PROFILE.LOCKED') : undefined);
  const states = statesOf(values.country);

  return (
    <>
      {fields.map((field) => {
        const common = {
          name: field,
          required: required.has(field),
          error: error(field),
          autoComplete: AUTOCOMPLETE[field],
        };
        switch (field) {
          case 'date_of_birth':
            return (
              <BirthdayField
                key={field}
                label={t('PROFILE.FIELDS.DATE_OF_BIRTH')}
                value={values}
                required={required.has(field)}
                marked={required.has(field)}
                disabled={locked.has(field)}
                error={error(field)}
                onChange={onChange}
                hint={lockHint(field)}
              />
            );
          case 'gender':
            return (
              <SelectField
                key={field}
                {...common}
                label={label(field)}
                value={values.gender}
                disabled={locked.has(field)}
                placeholder={t('PROFILE.GENDER_PLACEHOLDER')}
                options={genders.map((g) => ({
                  value: g,
                  label: t(`PROFILE.GENDERS.${g.toUpperCase()}`),
                }))}
                onChange={(e) => onChange('gender', e.target.value)}
                hint={lockHint(field)}
              />
            );
          case 'country':
            return (
              <SelectField
                key={field}
                {...common}
                label={label(field)}
                value={values.country}
                disabled={locked.has(field)}
                placeholder={t('PROFILE.COUNTRY_PLACEHOLDER')}
                options={countries.map((c) => ({ value: c.code, label: c.name }))}
                onChange={(e) => onChange('country', e.target.value)}
                hint={lockHint(field)}
              />
            );
          case 'state':
            if (!states) return null;
            return (
              <SelectField
                key={field}
                {...common}
                label={label(field)}
                value={values.state}
                disabled={locked.has(field)}
                placeholder={t('PROFILE.STATE_PLACEHOLDER')}
                options={states.map((s) => ({ value: s, label: s }))}
                onChange={(e) => onChange('state', e.target.value)}
                hint={lockHint(field) ?? (stateDerived ? t('PROFILE.STATE_DERIVED') : undefined)}
              />
            );
          default:
            return (
              <TextField
                key={field}
                {...common}
                label={label(field)}
                type={field === 'mobile_phone' ? 'tel' : 'text'}
                inputMode={field === 'mobile_phone' ? 'tel' : undefined}
                value={values[field]}
                readOnly={locked.has(field)}
                maxLength={field === 'nickname' ? 15 : undefined}
                onChange={(e) => onChange(field, e.target.value)}
                hint={
                  lockHint(field) ??
                  (field === 'mobile_phone'
                    ? t('PROFILE.PHONE_HINT')
                    : field === 'nickname'
                      ? t('PROFILE.NICKNAME_HINT')
                      : undefined)
                }
              />
            );
        }
      })}
    </>
  );
}
