import { FEATURE_FLAGS, isFeatureFlagKey } from '@casino/domain/feature-flags';
import { useT } from '~/lib/i18n';
import { saveFeatureFlags, useFeatureFlags } from '~/lib/feature-flags';
import { showToast } from '~/lib/toasts';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/fields';

const FLAG_KEYS = Object.keys(FEATURE_FLAGS).filter(isFeatureFlagKey);

/** Testers toggle the feature flags of this browser and reset them to defaults (spec 01 section 6, spec 02 section 2). */
export function FeatureFlagsScreen() {
  const t = useT();
  const flags = useFeatureFlags();
  return (
    <main id="main" className="page page--narrow">
      <h1 className="page__title">{t('FFC.TITLE')}</h1>
      <p className="page__lead">{t('FFC.TEXT')}</p>
      <fieldset className="card ffc">
        <legend className="visually-hidden">{t('FFC.TITLE')}</legend>
        {FLAG_KEYS.map((key) => (
          <Checkbox
            key={key}
            label={FEATURE_FLAGS[key].label}
            checked={flags[key]}
            onChange={(event) => saveFeatureFlags({ ...flags, [key]: event.currentTarget.checked })}
          />
        ))}
      </fieldset>
      <Button
        variant="secondary"
        onClick={() => {
          saveFeatureFlags(null);
          showToast({ kind: 'success', text: 'FFC.RESET_DONE' });
        }}
      >
        {t('FFC.RESET')}
      </Button>
    </main>
  );
}
