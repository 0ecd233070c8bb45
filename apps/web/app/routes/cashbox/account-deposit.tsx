import { useParams } from 'react-router';
import { useCashboxRoute } from '~/features/cashbox/use-cashbox-route';

// /accounts/{id}/deposit, the spec's alias of /deposit: the id is the wallet's currency (spec 01 section 2).
export default function AccountDepositRoute() {
  const { id = '' } = useParams();
  useCashboxRoute('deposit', { currency: id.toUpperCase() });
  return null;
}
