import type { PaymentMethod } from '@casino/api/payments';
import { useT } from '~/lib/i18n';

/** The player's saved cards of a method, and "a new card": a radio group (null selects the new card). */
export function SavedProfiles({
  profiles,
  selected,
  onSelect,
  withNew = true,
}: {
  profiles: PaymentMethod['savedProfiles'];
  selected: number | null;
  onSelect: (id: number | null) => void;
  /** Offer "new details" beside the saved ones. */
  withNew?: boolean;
}) {
  const t = useT();
  return (
    <fieldset className="cashbox-profiles">
      <legend className="cashbox__legend">{t('CASHBOX.PAY_WITH')}</legend>
      {profiles.map((profile) => (
        <label key={profile.id} className="cashbox-profiles__option">
          <input
            type="radio"
            name="payment-profile"
            checked={selected === profile.id}
            onChange={() => onSelect(profile.id)}
          />
          <span>{profile.title}</span>
        </label>
      ))}
      {withNew && (
        <label className="cashbox-profiles__option">
          <input
            type="radio"
            name="payment-profile"
            checked={selected === null}
            onChange={() => onSelect(null)}
          />
          <span>{t('CASHBOX.NEW_DETAILS')}</span>
        </label>
      )}
    </fieldset>
  );
}
