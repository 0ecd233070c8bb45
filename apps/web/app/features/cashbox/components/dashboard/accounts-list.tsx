import { useState } from 'react';
import { formatMoney } from '@casino/domain/currency';
import { api } from '~/lib/api';
import { useLocale, useT } from '~/lib/i18n';
import { useAccounts } from '~/lib/player/get-accounts';
import { useSession } from '~/lib/session';
import { showToast } from '~/lib/toasts';
import { Button } from '~/ui/button';
import { selectAccount } from '../../api/select-account.ts';

/** Each wallet: total, real and bonus parts (bonus = total - cashout-available, spec 01 section 3); one is active. */
export function AccountsList() {
  const t = useT();
  const locale = useLocale();
  const accounts = useAccounts();
  const { refresh } = useSession();
  const [busy, setBusy] = useState<string | null>(null);

  const activate = async (currency: string) => {
    setBusy(currency);
    try {
      await selectAccount(api, currency);
      // The profile currency follows the active wallet: the root data (player and accounts) loads again.
      await refresh();
    } catch {
      showToast({ kind: 'error', text: 'CASHBOX.FAILED' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="cashbox-accounts">
      {accounts.map((account) => {
        const bonus = account.amount_cents - account.available_to_cashout_cents;
        return (
          <li
            key={account.currency}
            className={`cashbox-account${account.active ? ' cashbox-account--active' : ''}`}
            aria-label={account.currency}
          >
            <div className="cashbox-account__head">
              <span className="cashbox-account__currency">{account.currency}</span>
              {account.active ? (
                <span className="cashbox-account__badge">{t('CASHBOX.ACTIVE')}</span>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  busy={busy === account.currency}
                  disabled={busy !== null}
                  onClick={() => void activate(account.currency)}
                  aria-label={t('CASHBOX.MAKE_ACTIVE_NAMED', { currency: account.currency })}
                >
                  {t('CASHBOX.MAKE_ACTIVE')}
                </Button>
              )}
            </div>
            <p className="cashbox-account__total">
              {formatMoney(account.amount_cents, account.currency, locale)}
            </p>
            <dl className="cashbox-account__parts">
              <div>
                <dt>{t('CASHBOX.REAL_BALANCE')}</dt>
                <dd>{formatMoney(account.available_to_cashout_cents, account.currency, locale)}</dd>
              </div>
              <div>
                <dt>{t('CASHBOX.BONUS_BALANCE')}</dt>
                <dd>{formatMoney(bonus, account.currency, locale)}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
