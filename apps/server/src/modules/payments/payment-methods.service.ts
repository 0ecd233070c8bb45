import {
  type PaymentAction,
  type PaymentFieldName,
  type PaymentMethod,
} from '@casino/api/payments';
import { isMethodOffered } from '@casino/domain/payments';
import type { Db } from '../../db/database.ts';
import {
  findMethodsWithLimits,
  findNetworks,
  findProfiles,
  type MethodRow,
} from './payment-methods.repository.ts';
import type { Payer } from './payer.ts';

/** What each kind of method asks the player for, per action. */
const FIELDS: Record<string, Record<PaymentAction, readonly PaymentFieldName[]>> = {
  cards: {
    deposit: ['card_number', 'card_expiry', 'card_holder', 'card_cvc'],
    cashout: ['card_number', 'card_expiry', 'card_holder'],
  },
  bank_transfer: { deposit: ['iban', 'account_holder'], cashout: ['iban', 'account_holder'] },
  direct: { deposit: ['wallet_email'], cashout: ['wallet_email'] },
  voucher: { deposit: ['voucher_code'], cashout: [] },
  crypto: { deposit: [], cashout: ['crypto_address'] },
};

export function fieldsOf(type: string, action: PaymentAction): readonly PaymentFieldName[] {
  return FIELDS[type]?.[action] ?? [];
}

const PROVIDER_NAMES: Record<string, string> = {
  sandbox_cards: 'Sandbox card acquirer',
  sandbox_bank_transfer: 'Sandbox bank',
  sandbox_direct: 'Sandbox e-wallet',
  sandbox_voucher: 'Sandbox vouchers',
  sandbox_crypto: 'Sandbox crypto processor',
};

/** The methods offered to this payer for a currency and action, with limits (minor units) and saved profiles. */
export async function listPaymentMethods(
  db: Db,
  payer: Payer,
  action: PaymentAction,
  currency: string,
): Promise<PaymentMethod[]> {
  const rows = (await findMethodsWithLimits(db, currency, action)).filter((row) =>
    isMethodOffered({ ...row, hiddenForGroups: row.hidden_for_groups }, payer),
  );
  if (rows.length === 0) return [];
  const [networks, profiles] = await Promise.all([
    rows.some((row) => row.type === 'crypto') ? findNetworks(db, currency) : Promise.resolve([]),
    findProfiles(db, payer.playerId),
  ]);
  return rows.map((row) => serializeMethod(row, action, currency, networks, profiles));
}

/** The one method of that id offered to this payer, or undefined. */
export async function offeredMethod(
  db: Db,
  payer: Payer,
  action: PaymentAction,
  currency: string,
  id: string,
): Promise<MethodRow | undefined> {
  const rows = await findMethodsWithLimits(db, currency, action);
  return rows.find(
    (row) =>
      row.id === id && isMethodOffered({ ...row, hiddenForGroups: row.hidden_for_groups }, payer),
  );
}

function serializeMethod(
  row: MethodRow,
  action: PaymentAction,
  currency: string,
  networks: Awaited<ReturnType<typeof findNetworks>>,
  profiles: Awaited<ReturnType<typeof findProfiles>>,
): PaymentMethod {
  const fields = fieldsOf(row.type, action);
  return {
    id: row.id,
    brand: row.brand,
    type: row.type,
    title: row.title,
    description: null,
    iconSrc: `/payments/${row.brand}.svg`,
    provider: { id: row.provider, name: PROVIDER_NAMES[row.provider] ?? row.provider },
    action,
    currency,
    minCents: row.min_cents,
    maxCents: row.max_cents,
    feePercent: row.fee_basis_points / 100,
    feeFixedCents: row.fee_fixed_cents,
    processingTime: action === 'deposit' ? row.deposit_processing : row.cashout_processing,
    networks:
      row.type === 'crypto'
        ? networks.map((n) => ({ id: n.network, title: n.title, confirmations: n.confirmations }))
        : [],
    fields: fields.map((name) => ({ name, required: true })),
    savedProfiles: profiles
      .filter((profile) => profile.method_id === row.id)
      .map((profile) => ({ id: profile.id, title: profile.title, isRemoveAvailable: true })),
    isForSavedProfilesOnly: false,
    isProfileRequiredForCashout: false,
    translationKey: `CASHBOX.METHODS.${row.id.toUpperCase()}`,
    termsOfService: null,
  };
}
