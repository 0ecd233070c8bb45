import { useCashboxRoute } from '~/features/cashbox/use-cashbox-route';

// /deposit-bonus opens the deposit step; deposit bonuses join it with the bonuses issue (docs/decisions.md).
export default function DepositBonusRoute() {
  useCashboxRoute('deposit');
  return null;
}
