import { formatMoney } from '@casino/domain/currency';
import { useLocale, useT } from '~/lib/i18n';
import { useActiveAccount } from '~/lib/player/get-accounts';

/** The active wallet's total balance in gold; the bonus part (total minus cashout-available) as a second line when any. */
export function Balance({ detailed = false }: { detailed?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const activeAccount = useActiveAccount();
  if (!activeAccount) return null;
  const bonus = activeAccount.amount_cents - activeAccount.available_to_cashout_cents;
  return (
    <div className="balance" aria-label={t('HEADER.BALANCE')}>
      <span className="balance__label">{t('HEADER.BALANCE')}</span>
      <span className="balance__amount">
        {formatMoney(activeAccount.amount_cents, activeAccount.currency, locale)}
      </span>
      {detailed && (
        <dl className="balance__parts">
          <div>
            <dt>{t('HEADER.REAL_BALANCE')}</dt>
            <dd>
              {formatMoney(
                activeAccount.available_to_cashout_cents,
                activeAccount.currency,
                locale,
              )}
            </dd>
          </div>
          <div>
            <dt>{t('HEADER.BONUS_BALANCE')}</dt>
            <dd>{formatMoney(bonus, activeAccount.currency, locale)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
