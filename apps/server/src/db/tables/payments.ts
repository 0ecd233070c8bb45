import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { PaymentAction, PaymentMethodType, PaymentState } from '@casino/api/payments';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json = JSONColumnType<Record<string, unknown>, string, string>;

/** Reference data, written by the seed (and later the back office); read by the payments module. */
export interface PaymentMethodsTable {
  id: string;
  brand: string;
  type: PaymentMethodType;
  provider: string;
  title: string;
  position: number;
  enabled: Generated<boolean>;
  /** ISO countries where the method is offered; null: everywhere. */
  countries: string[] | null;
  /** Licences (CW, EE) under which it is offered; null: all. */
  licences: string[] | null;
  hidden_for_groups: Generated<number[]>;
  deposit_processing: string;
  cashout_processing: string;
  saves_profiles: Generated<boolean>;
  updated_at: Timestamp;
}

export interface PaymentMethodLimitsTable {
  method_id: string;
  currency: string;
  action: PaymentAction;
  min_cents: number;
  max_cents: number | null;
  fee_basis_points: Generated<number>;
  fee_fixed_cents: Generated<number>;
}

export interface CryptoNetworksTable {
  currency: string;
  network: string;
  title: string;
  confirmations: number;
  position: number;
}

/** Written only by the payments module. */
export interface PaymentProfilesTable {
  id: Generated<number>;
  player_id: number;
  method_id: string;
  title: string;
  /** A hash that tells two saves of one card apart without keeping the number. */
  fingerprint: string;
  details: Json;
  created_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

export interface PaymentsTable {
  id: Generated<number>;
  player_id: number;
  action: PaymentAction;
  state: PaymentState;
  method_id: string;
  currency: string;
  amount_cents: number;
  fee_cents: Generated<number>;
  profile_id: number | null;
  network: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  provider_reference: string | null;
  /** The secret of the player's pending step (3-D Secure challenge link); cleared when used. */
  action_token: string | null;
  cancellation_reason: string | null;
  idempotency_key: string;
  request_hash: string;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface CryptoAddressesTable {
  id: Generated<number>;
  player_id: number;
  currency: string;
  network: string;
  address: string;
  created_at: CreatedAt;
}

export interface CryptoTransactionsTable {
  id: Generated<number>;
  address_id: number;
  tx_hash: string;
  amount_cents: number;
  confirmations: Generated<number>;
  required_confirmations: number;
  state: 'confirming' | 'credited' | 'below_minimum';
  payment_id: number | null;
  created_at: CreatedAt;
  confirmed_at: NullableTimestamp;
}

export interface PaymentsTables {
  payment_methods: PaymentMethodsTable;
  payment_method_limits: PaymentMethodLimitsTable;
  crypto_networks: CryptoNetworksTable;
  payment_profiles: PaymentProfilesTable;
  payments: PaymentsTable;
  crypto_addresses: CryptoAddressesTable;
  crypto_transactions: CryptoTransactionsTable;
}
