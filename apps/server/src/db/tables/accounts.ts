import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface PlayersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  nickname: string | null;
  /** The nickname NFKC-normalised and case-folded (domain nicknameKey): what must be unique. */
  nickname_key: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  gender: string | null;
  country: string;
  city: string | null;
  address: string | null;
  postal_code: string | null;
  state: string | null;
  mobile_phone: string | null;
  personal_id_number: string | null;
  receive_promos: Generated<boolean>;
  receive_sms_promos: Generated<boolean>;
  receive_promos_via_phone_calls: Generated<boolean>;
  agreed_to_partner_promotions: Generated<boolean>;
  currency: string;
  language: string;
  license_name: string;
  confirmed_at: NullableTimestamp;
  terms_accepted_at: NullableTimestamp;
  verified: Generated<boolean>;
  sumsub_verified: boolean | null;
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
  two_factor_enabled: Generated<boolean>;
  /** The TOTP time step last accepted (a code is good once). */
  two_factor_last_step: number | null;
  can_issue_bonuses: Generated<boolean>;
  deposit_bonus_code: string | null;
  autoregistered: Generated<boolean>;
  profession: string | null;
  sow_questionnaire_expires_at: NullableTimestamp;
  created_at: Timestamp;
  current_sign_in_at: NullableTimestamp;
  last_sign_in_at: NullableTimestamp;
  sign_in_count: Generated<number>;
}

export interface PlayerGroupsTable {
  player_id: number;
  status_id: number;
  created_at: Timestamp;
}

export interface AccountsTable {
  id: Generated<number>;
  player_id: number;
  currency: string;
  active: Generated<boolean>;
  hidden_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  player_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  otp_pending: Generated<boolean>;
  /** The number the player's session list shows; the id itself never leaves the server. */
  public_id: Generated<number>;
  /** Where the session started (ISO alpha-2). */
  country: string | null;
  /** Codes a 2FA-pending session has tried: five at most, then it is deleted. */
  otp_attempts: Generated<number>;
}

export interface AuthTokensTable {
  token_hash: string;
  player_id: number;
  purpose: 'confirmation' | 'reset_password';
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  recipient: string;
  template: string;
  subject: string;
  body_text: string;
  body_html: string;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  attempts: Generated<number>;
  last_error: string | null;
}

export interface RateLimitHitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: Generated<number>;
}

export interface AccountsTables {
  players: PlayersTable;
  player_groups: PlayerGroupsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  email_outbox: EmailOutboxTable;
  rate_limit_hits: RateLimitHitsTable;
}
