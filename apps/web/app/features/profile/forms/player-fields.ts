import type { PlayerFieldsInfo } from '@casino/api/info';
import type { Player } from '@casino/api/player';

/** The profile fields the main form edits, in the order the form shows them (spec 01 section 3). */
export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'nickname',
  'date_of_birth',
  'gender',
  'mobile_phone',
  'country',
  'city',
  'address',
  'postal_code',
  'state',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** SoftSwiss gender codes, used when player_fields names no `inclusion` list for gender. */
const DEFAULT_GENDERS = ['m', 'f'] as const;

/** Fields the server requires in a context (registration, deposit, cashout, edition; spec 01 section 5). */
export function requiredFields(
  info: PlayerFieldsInfo | undefined,
  context: string,
): ReadonlySet<string> {
  const fields = info?.contexts[context];
  return new Set(Array.isArray(fields) ? fields : []);
}

function storedValue(player: Player, field: ProfileField): string {
  const value = player[field];
  return typeof value === 'string' ? value : '';
}

/** `once_set` fields cannot change after they hold a value: the form shows them read-only. */
export function lockedFields(
  info: PlayerFieldsInfo | undefined,
  player: Player,
): ReadonlySet<ProfileField> {
  const locked = new Set<ProfileField>();
  for (const field of info?.fields ?? []) {
    const name = PROFILE_FIELDS.find((candidate) => candidate === field.field);
    if (name && field.once_set && storedValue(player, name).trim() !== '') locked.add(name);
  }
  return locked;
}

/** The choices of the gender select: player_fields' `inclusion.in`, else m and f. */
export function genderOptions(info: PlayerFieldsInfo | undefined): readonly string[] {
  return info?.fields.find((field) => field.field === 'gender')?.inclusion?.in ?? DEFAULT_GENDERS;
}

/** The length bounds player_fields gives each field, as the {min}/{max} of VALIDATION.MIN_LENGTH and MAX_LENGTH. */
export function fieldLengths(
  info: PlayerFieldsInfo | undefined,
): Readonly<Record<string, Record<string, number>>> {
  const lengths: Record<string, Record<string, number>> = {};
  for (const { field, length } of info?.fields ?? []) {
    const bounds: Record<string, number> = {};
    if (length?.minimum !== undefined) bounds.min = length.minimum;
    if (length?.maximum !== undefined) bounds.max = length.maximum;
    lengths[field] = bounds;
  }
  return lengths;
}
