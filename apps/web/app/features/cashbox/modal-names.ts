/** The cashbox modals of spec 01 section 2; each opens the cashbox on its own view. */
export const CASHBOX_MODALS = {
  dashboard: 'cashbox-dashboard',
  deposit: 'cashbox-deposit',
  withdraw: 'cashbox-withdraw',
  'deposit-fast': 'cashbox-deposit-fast',
} as const;

export type CashboxView = keyof typeof CASHBOX_MODALS;
