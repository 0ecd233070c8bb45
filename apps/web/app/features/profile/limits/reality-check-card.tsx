import { useId } from 'react';
import { useT } from '~/lib/i18n';
import { showToast } from '~/lib/toasts';
import { useResponsibleGaming, useSetRealityCheck } from '~/lib/player/responsible-gaming';
import { SelectField } from '~/ui/fields';

/** The reality-check interval (UKGC RTS 13): off, or a pause every so many minutes of play with time and net result. */
export function RealityCheckCard() {
  const t = useT();
  const titleId = useId();
  const { data } = useResponsibleGaming();
  const save = useSetRealityCheck();
  if (!data) return null;
  const value = data.reality_check_minutes === null ? 'off' : String(data.reality_check_minutes);
  return (
    <section className="card profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card__title">
        {t('LIMITS.REALITY_CHECK.SETTING')}
      </h2>
      <p className="profile-card__note">{t('LIMITS.REALITY_CHECK.SETTING_HINT')}</p>
      <SelectField
        label={t('LIMITS.REALITY_CHECK.SETTING')}
        name="reality_check_minutes"
        value={value}
        disabled={save.isPending}
        onChange={(event) => {
          const minutes = event.target.value === 'off' ? null : Number(event.target.value);
          save.mutate(
            { reality_check_minutes: minutes },
            { onSuccess: () => showToast({ kind: 'success', text: 'LIMITS.REALITY_CHECK.SAVED' }) },
          );
        }}
        options={[
          { value: 'off', label: t('LIMITS.REALITY_CHECK.OFF') },
          ...data.reality_check_intervals.map((minutes) => ({
            value: String(minutes),
            label: t('LIMITS.REALITY_CHECK.EVERY', { minutes }),
          })),
        ]}
      />
    </section>
  );
}
