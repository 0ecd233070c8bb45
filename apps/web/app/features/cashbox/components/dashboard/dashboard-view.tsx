import { useT } from '~/lib/i18n';
import { Button } from '~/ui/button';
import { AccountsList } from './accounts-list.tsx';
import { AddCurrency } from './add-currency.tsx';
import { PaymentHistory } from './payment-history.tsx';

/** The cashbox dashboard (spec 01 section 2): balances per currency, the active one, a new currency, the history. */
export function DashboardView({ onDeposit }: { onDeposit: () => void }) {
  const t = useT();
  return (
    <div className="cashbox-dashboard">
      <section aria-labelledby="cashbox-accounts-title">
        <div className="cashbox-dashboard__head">
          <h3 id="cashbox-accounts-title" className="cashbox__heading">
            {t('CASHBOX.ACCOUNTS')}
          </h3>
          <Button variant="gold" size="sm" onClick={onDeposit}>
            {t('CASHBOX.TAB_DEPOSIT')}
          </Button>
        </div>
        <AccountsList />
        <AddCurrency />
      </section>
      <PaymentHistory />
    </div>
  );
}
