import { useSearchParams } from 'react-router';
import { useCashboxRoute } from '~/features/cashbox/use-cashbox-route';

/** The issuer's 3-D Secure page sends the player back to /deposit?payment={id}: the deposit's result is shown. */
function paymentIdOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

// /deposit opens the deposit step (spec 01 section 2); with ?payment= the result of a deposit back from 3-D Secure.
export default function DepositRoute() {
  const [params] = useSearchParams();
  const paymentId = paymentIdOf(params.get('payment'));
  useCashboxRoute('deposit', paymentId === null ? {} : { paymentId });
  return null;
}
