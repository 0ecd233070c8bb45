import { useT } from '~/lib/i18n';

export const AUTOPLAY_COUNTS = [10, 25, 50, 100] as const;

/** Autoplay is off until the player picks a number of rounds; it stops on any refusal or when asked. */
export function AutoplayControl({
  remaining,
  onStart,
  onStop,
  disabled,
}: {
  remaining: number;
  onStart: (count: number) => void;
  onStop: () => void;
  disabled: boolean;
}) {
  const t = useT();
  if (remaining > 0)
    return (
      <button type="button" className="studio-auto studio-auto--on" onClick={onStop}>
        {t('STUDIO.AUTOPLAY_STOP', { count: remaining })}
      </button>
    );
  return (
    <label className="studio-auto">
      <span className="visually-hidden">{t('STUDIO.AUTOPLAY')}</span>
      <select
        value=""
        disabled={disabled}
        onChange={(event) => {
          const count = Number(event.target.value);
          if (count > 0) onStart(count);
        }}
      >
        <option value="">{t('STUDIO.AUTOPLAY')}</option>
        {AUTOPLAY_COUNTS.map((count) => (
          <option key={count} value={count}>
            {t('STUDIO.AUTOPLAY_ROUNDS', { count })}
          </option>
        ))}
      </select>
    </label>
  );
}
