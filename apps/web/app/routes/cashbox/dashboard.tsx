import { useCashboxRoute } from '~/features/cashbox/use-cashbox-route';

// /dashboard opens the cashbox dashboard: balances and history (spec 01 section 2).
export default function DashboardRoute() {
  useCashboxRoute('dashboard');
  return null;
}
