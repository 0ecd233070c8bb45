import { useEffect, useMemo, type FormEvent } from 'react';
import type { Player } from '@casino/api/player';
import type { ModalComponentProps } from '~/lib/modal-stack';
import { api } from '~/lib/api';
import { useT } from '~/lib/i18n';
import { usePlayer } from '~/lib/session';
import { showToast } from '~/lib/toasts';
import { Button } from '~/ui/button';
import { Modal } from '~/ui/modal';
import { Skeleton } from '~/ui/skeleton';
import {
  getPersonalInfoOptions,
  type PersonalInfoOptions,
} from '~/features/profile/api/get-personal-info-options';
import {
  PROFILE_FIELDS,
  fieldLengths,
  genderOptions,
  lockedFields,
  requiredFields,
} from '~/features/profile/forms/player-fields';
import { useResource } from '~/lib/forms/use-resource';
import { FormMessage } from '~/components/form/form-message';
import { PersonalFields } from './personal-fields.tsx';
import { usePersonalForm } from './use-personal-form.ts';
import '~/features/profile/profile.css';

/** What a caller passes: the player_fields context (a game provider's name) whose empty fields block an action. */
function contextOf(props: Record<string, unknown>): string {
  return typeof props.context === 'string' ? props.context : 'edition';
}

function isEmpty(player: Player, field: string): boolean {
  const value: unknown = (player as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim() === '' : value === null || value === undefined;
}

/**
 * 'profile-context-fields' (spec 02 section 5, Play): before real play, the profile fields the provider's context
 * requires and the player left empty. It cannot be dismissed; it closes once the reloaded profile holds them all.
 */
export default function ContextFieldsModal({ close, props }: ModalComponentProps) {
  const t = useT();
  const player = usePlayer();
  const context = contextOf(props);
  const options = useResource(() => getPersonalInfoOptions(api));
  const required = useMemo(
    () => requiredFields(options.data?.playerFields, context),
    [options.data, context],
  );
  const done =
    !player ||
    (options.data !== undefined && [...required].every((field) => !isEmpty(player, field)));

  useEffect(() => {
    if (done) close();
  }, [done, close]);

  const title = t('PROFILE.CONTEXT_FIELDS.TITLE');
  return (
    <Modal
      title={title}
      description={t('PROFILE.CONTEXT_FIELDS.TEXT')}
      onClose={close}
      dismissible={false}
      closeLabel={title}
      size="lg"
    >
      {options.loading && (
        <div className="personal-info personal-info__skeleton" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="64px" radius="10px" />
          ))}
        </div>
      )}
      {!options.loading && !options.data && (
        <div className="personal-info">
          <FormMessage text={t('PROFILE.ERROR_GENERIC')} />
          <Button variant="secondary" onClick={options.reload}>
            {t('PROFILE.PERSONAL_INFO.RETRY')}
          </Button>
        </div>
      )}
      {player && options.data && (
        <ContextFieldsForm
          player={player}
          options={options.data}
          context={context}
          required={required}
        />
      )}
    </Modal>
  );
}

function ContextFieldsForm({
  player,
  options,
  context,
  required,
}: {
  player: Player;
  options: PersonalInfoOptions;
  context: string;
  required: ReadonlySet<string>;
}) {
  const t = useT();
  // Only what is still missing: a field already filled in is not asked again.
  const fields = useMemo(
    () => PROFILE_FIELDS.filter((field) => required.has(field) && isEmpty(player, field)),
    [required, player],
  );
  const locked = useMemo(
    () => lockedFields(options.playerFields, player),
    [options.playerFields, player],
  );
  const { form, change, save, stateDerived } = usePersonalForm(player, required, locked, context);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await save(t)) === 'saved') showToast({ kind: 'success', text: 'PROFILE.SAVED' });
  };

  return (
    <form
      ref={form.formRef}
      className="personal-info"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <FormMessage text={form.message} />
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
          {t('PROFILE.CONTEXT_FIELDS.SUBMIT')}
        </Button>
      </div>
    </form>
  );
}
