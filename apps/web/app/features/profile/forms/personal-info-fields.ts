import type { PlayerFieldsInfo } from '@casino/api/info';
import { PERSONAL_INFO_FIELDS } from '@casino/domain/profile';
import { PROFILE_FIELDS, requiredFields, type ProfileField } from './player-fields.ts';

/**
 * The player_fields context the personal-info modal saves with: deposit asks exactly the spec's personal fields
 * (the modal is forced on fiat players, who need them to pay). 'edition' also requires nickname and gender, which
 * the modal does not ask: the server would refuse the save on fields the player cannot see.
 */
export const PERSONAL_INFO_CONTEXT = 'deposit';

export interface PersonalInfoForm {
  /** The controls, in the profile form's order; state is offered (not required) where the country has states. */
  fields: readonly ProfileField[];
  required: ReadonlySet<string>;
}

/**
 * Spec 01 section 5: the modal asks phone, names, birth date, country, city, address and postal code, plus whatever
 * else the server's player_fields requires in PERSONAL_INFO_CONTEXT, so a save the server accepts completes the profile.
 */
export function personalInfoForm(info: PlayerFieldsInfo | undefined): PersonalInfoForm {
  const required = new Set<string>([
    ...PERSONAL_INFO_FIELDS,
    ...requiredFields(info, PERSONAL_INFO_CONTEXT),
  ]);
  const fields = PROFILE_FIELDS.filter((field) => required.has(field) || field === 'state');
  return { fields, required };
}
