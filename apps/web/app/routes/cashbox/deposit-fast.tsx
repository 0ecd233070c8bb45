import { useCashboxRoute } from '~/features/cashbox/use-cashbox-route';

// /deposit-fast opens the one-click deposit with a saved card (spec 01 section 2).
export default function DepositFastRoute() {
  useCashboxRoute('deposit-fast');
  return null;
}
