import { useCallback, useRef, useState } from 'react';
import type { Player } from '@casino/api/player';
import { api } from '~/lib/api';
import { useSession } from '~/lib/session';
import { updatePlayer } from '~/features/profile/api/update-player';
import { hasErrors, type FormErrors } from '~/lib/forms/form-errors';
import { describeFailure } from '~/lib/forms/request-failure';
import {
  changedFields,
  derivedState,
  profileValuesFrom,
  type ProfileValues,
} from '~/features/profile/forms/profile-values';
import { useForm } from '~/lib/forms/use-form';

const FAILURES = {
  restricted: 'PROFILE.ERROR_GENERIC',
  rateLimited: 'PROFILE.TOO_MANY_ATTEMPTS',
  generic: 'PROFILE.ERROR_GENERIC',
} as const;

export type SaveResult = 'saved' | 'unchanged' | 'invalid';

/**
 * The personal-data form of the profile page and the personal-info modal: values from the player, the
 * state derived from an AU/CA postal code while the player types (spec 01 section 4), and a save that
 * validates (lazily loaded, it brings zod), sends only the changed fields with the form's player_fields
 * context ('edition' on the profile page), and reloads the profile.
 */
export function usePersonalForm(
  player: Player,
  required: ReadonlySet<string>,
  locked: ReadonlySet<string>,
  context = 'edition',
) {
  const { refresh } = useSession();
  const initial = useRef(profileValuesFrom(player));
  const form = useForm<ProfileValues>(initial.current, { reportAs: 'ProfileEdit' });
  const [stateDerived, setStateDerived] = useState(false);
  const { values, set } = form;

  const change = useCallback(
    (field: keyof ProfileValues, value: string) => {
      set(field, value);
      if (field === 'state') setStateDerived(false);
      if (field !== 'postal_code' && field !== 'country') return;
      const next = { ...values, [field]: value };
      const derived = derivedState({ ...next, state: stateDerived ? '' : next.state });
      if (derived) {
        set('state', derived);
        setStateDerived(true);
      }
    },
    [set, values, stateDerived],
  );

  const save = useCallback(
    async (translate: (key: string) => string): Promise<SaveResult> => {
      const { validateProfile } = await import('~/features/profile/forms/profile-validation');
      const invalid: FormErrors = validateProfile(values, required, locked);
      if (hasErrors(invalid)) {
        form.fail(invalid);
        return 'invalid';
      }
      const changes = changedFields(initial.current, values);
      if (Object.keys(changes).length === 0) return 'unchanged';
      let result: SaveResult = 'invalid';
      await form.run(async () => {
        try {
          await updatePlayer(api, context, changes);
        } catch (error) {
          const { fields, message } = describeFailure(error, FAILURES);
          return form.fail(fields, message && translate(message));
        }
        initial.current = values;
        await refresh();
        result = 'saved';
      });
      return result;
    },
    [values, required, locked, context, form, refresh],
  );

  return { form, change, save, stateDerived };
}
