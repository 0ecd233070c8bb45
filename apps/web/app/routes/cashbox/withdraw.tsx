import { useCashboxRoute } from '~/features/cashbox/use-cashbox-route';

// /withdraw opens the withdraw step (spec 01 section 2).
export default function WithdrawRoute() {
  useCashboxRoute('withdraw');
  return null;
}
