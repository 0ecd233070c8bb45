import { z } from 'zod';
import type { Player } from '@casino/api/player';
import type { RegistrationUser } from '@casino/api/auth';
import { validateBirthday } from '@casino/domain/birthday';
import { defaultLocaleFor } from '@casino/domain/locale';
import { licenceFor } from '@casino/domain/licence';
import { validatePostalCode } from '@casino/domain/postal-code';
import { abSplitGroup } from '@casino/domain/statuses';
import { VALIDATION } from '@casino/domain/validation-keys';
import { validateNotCommonPassword } from '@casino/domain/common-passwords';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import { validationError, type FieldErrors } from '../../http/errors.ts';
import { serializePlayer } from '../player/player.service.ts';
import { queueConfirmationEmail } from './auth-emails.ts';
import { consumeAuthRate } from './auth-rate-limits.ts';
import { signInPlayer, type HttpExchange } from './auth-session.ts';
import {
  addPlayerGroup,
  currencyExists,
  findCountry,
  insertActiveAccount,
  insertPlayer,
  isEmailTaken,
  isNicknameTaken,
  requiredFieldsOf,
} from './auth.repository.ts';
import { issueToken } from './auth-tokens.ts';
import { assertGeoAllows } from './geo-gate.ts';
import { hashPassword } from './passwords.ts';
import { openWalletLedger } from '../ledger/ledger.service.ts';

/** '' and null from a form both mean "not given". */
const given = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

function addError(errors: FieldErrors, field: string, key: string): void {
  (errors[field] ??= []).push(key);
}

/** The rules that need the database or the settled country; the request schema has already checked each field alone. */
async function registrationErrors(
  db: Db,
  user: RegistrationUser,
  country: string,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const commonPassword = validateNotCommonPassword(user.password);
  if (commonPassword) addError(errors, 'password', commonPassword);
  if (!(await findCountry(db, country))) addError(errors, 'country', VALIDATION.COUNTRY_INVALID);
  if (!(await currencyExists(db, user.currency)))
    addError(errors, 'currency', VALIDATION.CURRENCY_INVALID);
  const dateOfBirth = given(user.date_of_birth);
  const birthdayKey = dateOfBirth ? validateBirthday(dateOfBirth, country) : null;
  if (birthdayKey) addError(errors, 'date_of_birth', birthdayKey);
  const postalCode = given(user.postal_code);
  const postalKey = postalCode ? validatePostalCode(country, postalCode) : null;
  if (postalKey) addError(errors, 'postal_code', postalKey);
  const values: Record<string, unknown> = { ...user, country };
  for (const field of await requiredFieldsOf(db, 'registration')) {
    const value = values[field];
    if (
      field in registrationFieldNames &&
      (value === undefined || value === null || value === '') &&
      !errors[field]
    )
      addError(errors, field, VALIDATION.REQUIRED);
  }
  if (await isEmailTaken(db, user.email)) addError(errors, 'email', VALIDATION.EMAIL_TAKEN);
  const nickname = given(user.nickname);
  if (nickname && (await isNicknameTaken(db, nickname)))
    addError(errors, 'nickname', VALIDATION.NICKNAME_TAKEN);
  return errors;
}

/** Fields the registration form can carry, i.e. the ones a registration-context requirement can apply to. */
const registrationFieldNames = {
  nickname: 1,
  first_name: 1,
  last_name: 1,
  date_of_birth: 1,
  gender: 1,
  mobile_phone: 1,
  city: 1,
  address: 1,
  postal_code: 1,
  state: 1,
};

const uniqueViolation = z.object({
  code: z.literal('23505'),
  message: z.string(),
  constraint: z.string().optional(),
});

/** Two registrations racing for one address or nickname: the unique index decides, the loser gets the usual 422. */
function takenFieldOf(error: unknown): FieldErrors | null {
  const parsed = uniqueViolation.safeParse(error);
  if (!parsed.success) return null;
  const name = parsed.data.constraint ?? parsed.data.message;
  if (name.includes('players_email_key')) return { email: [VALIDATION.EMAIL_TAKEN] };
  if (name.includes('players_nickname_key')) return { nickname: [VALIDATION.NICKNAME_TAKEN] };
  return null;
}

/**
 * POST /api/users (spec 01 section 7): creates the player, the wallet of the chosen currency, the A/B group and the
 * confirmation e-mail in one transaction, then signs the player in.
 */
export async function registerPlayer(
  deps: AppDeps,
  http: HttpExchange,
  user: RegistrationUser,
): Promise<Player> {
  const { db } = deps;
  await consumeAuthRate(db, 'registrationPerIp', http.request.ip);
  const geoCountry = await assertGeoAllows(deps, http.request, 'registration');
  const country = (given(user.country) ?? geoCountry).toUpperCase();
  const errors = await registrationErrors(db, user, country);
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const passwordHash = await hashPassword(user.password);
  const language = given(user.language) ?? defaultLocaleFor(country);
  let playerId: number;
  try {
    playerId = await db.transaction().execute(async (trx) => {
      const id = await insertPlayer(trx, {
        email: user.email,
        password_hash: passwordHash,
        nickname: given(user.nickname),
        first_name: given(user.first_name),
        last_name: given(user.last_name),
        date_of_birth: given(user.date_of_birth),
        gender: given(user.gender),
        mobile_phone: given(user.mobile_phone),
        city: given(user.city),
        address: given(user.address),
        postal_code: given(user.postal_code),
        state: given(user.state),
        country,
        currency: user.currency,
        language,
        license_name: licenceFor(null, country),
        receive_promos: user.receive_promos ?? false,
        receive_sms_promos: user.receive_sms_promos ?? false,
        terms_accepted_at: new Date(),
      });
      await insertActiveAccount(trx, id, user.currency);
      await openWalletLedger(trx, id, user.currency);
      const group = abSplitGroup(id, []);
      if (group !== null) await addPlayerGroup(trx, id, group);
      const token = await issueToken(trx, id, 'confirmation');
      await queueConfirmationEmail(
        trx,
        deps.config,
        { email: user.email, nickname: given(user.nickname), language },
        token,
      );
      return id;
    });
  } catch (error) {
    const taken = takenFieldOf(error);
    if (taken) throw validationError(taken);
    throw error;
  }
  await signInPlayer(deps, http, playerId);
  return serializePlayer(db, playerId);
}
