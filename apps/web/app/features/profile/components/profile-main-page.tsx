import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import type { Player } from '@casino/api/player';
import { shouldDeriveState } from '@casino/domain/profile';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { usePlayer, useSession } from '~/lib/session';
import { showToast } from '~/lib/toasts';
import { Button } from '~/ui/button';
import type { ProfileMainData } from '~/features/profile/api/profile-main.server';
import { updatePlayer } from '~/features/profile/api/update-player';
import {
  PROFILE_FIELDS,
  fieldLengths,
  genderOptions,
  lockedFields,
  requiredFields,
} from '~/features/profile/forms/player-fields';
import { FormMessage } from '~/components/form/form-message';
import { PersonalFields } from './personal-fields.tsx';
import { SubscriptionsCard } from './subscriptions-card.tsx';
import { usePersonalForm } from './use-personal-form.ts';
import '~/features/profile/profile.css';

/** /profile/main: the personal data form and the subscriptions (spec 01 sections 2-5). */
export function ProfileMainPage({ data }: { data: ProfileMainData }) {
  const t = useT();
  const player = usePlayer();
  if (!player) return null;
  return (
    <div className="profile-grid">
      {/* Keyed by the stored profile: after a save and reload the form starts from the new values. */}
      <ProfileForm key={player.id} player={player} data={data} />
      <div className="profile-side">
        <AccountCard player={player} />
        <SubscriptionsCard
          subscriptions={data.subscriptions}
          title={t('PROFILE.SUBSCRIPTIONS.TITLE')}
        />
      </div>
    </div>
  );
}

function AccountCard({ player }: { player: Player }) {
  const t = useT();
  return (
    <section className="card profile-card" aria-labelledby="profile-account-title">
      <h2 id="profile-account-title" className="profile-card__title">
        {t('PROFILE.ACCOUNT_TITLE')}
      </h2>
      <dl className="profile-facts">
        <dt>{t('PROFILE.EMAIL')}</dt>
        <dd>
          {player.email}{' '}
          {player.confirmed_at ? (
            <span className="badge badge--ok">{t('PROFILE.EMAIL_CONFIRMED')}</span>
          ) : (
            <span className="badge badge--warn">{t('PROFILE.EMAIL_UNCONFIRMED')}</span>
          )}
        </dd>
        <dt>{t('PROFILE.CURRENCY')}</dt>
        <dd>{player.currency}</dd>
        <dt>{t('PROFILE.PLAYER_ID')}</dt>
        <dd>{player.id}</dd>
      </dl>
    </section>
  );
}

function ProfileForm({ player, data }: { player: Player; data: ProfileMainData }) {
  const t = useT();
  const { refresh } = useSession();
  const required = useMemo(() => requiredFields(data.playerFields, 'edition'), [data.playerFields]);
  const locked = useMemo(
    () => lockedFields(data.playerFields, player),
    [data.playerFields, player],
  );
  const { form, change, save, stateDerived } = usePersonalForm(player, required, locked);
  const derivedOnce = useRef(false);

  // Spec 01 section 4: on profile load, a required empty state is derived from a known AU/CA postal code and saved.
  useEffect(() => {
    const state = shouldDeriveState(
      { country: player.country, state: player.state, postal_code: player.postal_code },
      required.has('state'),
    );
    if (!state || derivedOnce.current) return;
    derivedOnce.current = true;
    updatePlayer(api, 'edition', { state }).then(refresh, () => undefined);
  }, [player, required, refresh]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save(t);
    if (result === 'saved') showToast({ kind: 'success', text: 'PROFILE.SAVED' });
    if (result === 'unchanged') showToast({ kind: 'info', text: 'PROFILE.NOTHING_CHANGED' });
  };

  return (
    <section className="card profile-card" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className="profile-card__title">
        {t('PROFILE.PERSONAL_TITLE')}
      </h2>
      <p className="profile-card__note">{t('PROFILE.REQUIRED_NOTE')}</p>
      <form
        ref={form.formRef}
        className="profile-form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
      >
        <FormMessage text={form.message} />
        <div className="profile-form__fields">
          <PersonalFields
            fields={PROFILE_FIELDS}
            values={form.values}
            errors={form.errors}
            required={required}
            locked={locked}
            countries={data.countries}
            genders={genderOptions(data.playerFields)}
            stateDerived={stateDerived}
            lengths={fieldLengths(data.playerFields)}
            onChange={change}
          />
        </div>
        <Button type="submit" variant="primary" busy={form.busy}>
          {t('PROFILE.SAVE')}
        </Button>
      </form>
    </section>
  );
}
