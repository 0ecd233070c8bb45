import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Player } from '@casino/api/player';
import { forcedProfileStep } from '@casino/domain/profile';
import type { ModalComponentProps } from '~/lib/modal-stack';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { usePlayer, useSession } from '~/lib/session';
import { showToast } from '~/lib/toasts';
import { Button } from '~/ui/button';
import { Modal } from '~/ui/modal';
import { Skeleton } from '~/ui/skeleton';
import {
  getPersonalInfoOptions,
  type PersonalInfoOptions,
} from '~/features/profile/api/get-personal-info-options';
import {
  PERSONAL_INFO_CONTEXT,
  personalInfoForm,
} from '~/features/profile/forms/personal-info-fields';
import { fieldLengths, genderOptions, lockedFields } from '~/features/profile/forms/player-fields';
import { useResource } from '~/lib/forms/use-resource';
import { FormMessage } from '~/components/form/form-message';
import { PersonalFields } from './personal-fields.tsx';
import { usePersonalForm } from './use-personal-form.ts';
import '~/features/profile/profile.css';

/**
 * 'user-personal-info' (spec 01 sections 2 and 5): forced on fiat players missing a personal field. It cannot be
 * dismissed; it closes once the profile the server answers after the save is complete, or when the player logs out.
 */
export default function PersonalInfoModal({ close }: ModalComponentProps) {
  const t = useT();
  const player = usePlayer();
  const options = useResource(() => getPersonalInfoOptions(api));
  const done = !player || forcedProfileStep(player) !== 'personal_info';

  useEffect(() => {
    if (done) close();
  }, [done, close]);

  const title = t('PROFILE.PERSONAL_INFO.TITLE');
  return (
    <Modal
      title={title}
      description={t('PROFILE.PERSONAL_INFO.TEXT', { currency: player?.currency ?? '' })}
      onClose={close}
      dismissible={false}
      closeLabel={title}
      size="lg"
    >
      {options.loading && <FormSkeleton />}
      {!options.loading && !options.data && (
        <div className="personal-info">
          <FormMessage text={t('PROFILE.ERROR_GENERIC')} />
          <Button variant="secondary" onClick={options.reload}>
            {t('PROFILE.PERSONAL_INFO.RETRY')}
          </Button>
        </div>
      )}
      {player && options.data && <PersonalInfoForm player={player} options={options.data} />}
    </Modal>
  );
}

function FormSkeleton() {
  return (
    <div className="personal-info personal-info__skeleton" aria-busy="true">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height="64px" radius="10px" />
      ))}
    </div>
  );
}

function PersonalInfoForm({ player, options }: { player: Player; options: PersonalInfoOptions }) {
  const t = useT();
  const { logout } = useSession();
  const { fields, required } = useMemo(
    () => personalInfoForm(options.playerFields),
    [options.playerFields],
  );
  const locked = useMemo(
    () => lockedFields(options.playerFields, player),
    [options.playerFields, player],
  );
  const { form, change, save, stateDerived } = usePersonalForm(
    player,
    required,
    locked,
    PERSONAL_INFO_CONTEXT,
  );
  const [leaving, setLeaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The modal closes itself once the reloaded profile is complete (see above): the server has the last word.
    if ((await save(t)) === 'saved') showToast({ kind: 'success', text: 'PROFILE.SAVED' });
  };

  const onLogout = async () => {
    setLeaving(true);
    await logout();
  };

  return (
    <form
      ref={form.formRef}
      className="personal-info"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <FormMessage text={form.message} />
      <p className="personal-info__note">{t('PROFILE.REQUIRED_NOTE')}</p>
      <div className="profile-form__fields">
        <PersonalFields
          fields={fields}
          values={form.values}
          errors={form.errors}
          required={required}
          locked={locked}
          countries={options.countries}
          genders={genderOptions(options.playerFields)}
          stateDerived={stateDerived}
          lengths={fieldLengths(options.playerFields)}
          onChange={change}
        />
      </div>
      <div className="personal-info__actions">
        <Button type="submit" variant="gold" busy={form.busy}>
          {t('PROFILE.PERSONAL_INFO.SUBMIT')}
        </Button>
        <Button variant="ghost" busy={leaving} onClick={() => void onLogout()}>
          {t('PROFILE.PERSONAL_INFO.LOGOUT')}
        </Button>
      </div>
      <p className="personal-info__privacy">
        <Link to="/privacy-policy" target="_blank">
          {t('PROFILE.PERSONAL_INFO.PRIVACY_LINK')}
        </Link>
      </p>
    </form>
  );
}
