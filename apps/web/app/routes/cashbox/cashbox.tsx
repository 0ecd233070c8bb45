import { useCashboxRoute } from '~/features/cashbox/use-cashbox-route';

// /cashbox opens the cashbox on its deposit step (spec 01 section 2).
export default function CashboxRoute() {
  useCashboxRoute('deposit');
  return null;
}
