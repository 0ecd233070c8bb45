import type { UserLimit } from '@casino/api/limits';
import { DEFAULT_CURRENCY } from '@casino/domain/currency';
import { isExclusionType } from '@casino/domain/limit-rules';
import { anyLimitReached } from '@casino/domain/limits';
import { useLocale, useT } from '~/lib/i18n';
import { useActiveAccount } from '~/lib/player/get-accounts';
import { showToast } from '~/lib/toasts';
import type { ProfileLimitsData } from '~/features/profile/api/profile-limits.server';
import { useUserLimits } from '~/features/profile/api/get-user-limits';
import { BreakCard } from './break-card.tsx';
import { RealityCheckCard } from './reality-check-card.tsx';
import { LimitsReviewPrompt } from './review-prompt.tsx';
import { LimitItem } from './limit-item.tsx';
import { formatWhen } from './limit-texts.ts';
import { SetLimitCard, type LimitChanged } from './set-limit-card.tsx';
import '~/features/profile/profile.css';
import './limits.css';

/** /profile/limits (spec 01 section 2, RTS 12): set a limit, see its progress, change it, take a break. */
export function LimitsPage({ data }: { data: ProfileLimitsData }) {
  const t = useT();
  const locale = useLocale();
  const query = useUserLimits(data.limits);
  const limits: UserLimit[] = query.data;
  const currency = useActiveAccount()?.currency ?? DEFAULT_CURRENCY;
  const amounts = limits.filter((limit) => !isExclusionType(limit.type));
  const breaks = limits.filter((limit) => isExclusionType(limit.type));

  const onChanged: LimitChanged = async (changed, action) => {
    const fresh = (await query.refetch()).data ?? [];
    if (action === 'cancel')
      return void showToast({ kind: 'info', text: 'LIMITS.REQUEST_CANCELLED' });
    const now = fresh.find(
      (limit) => limit.type === changed.type && limit.period === changed.period,
    );
    if (now?.pending)
      return void showToast({
        kind: 'info',
        text: 'LIMITS.REQUESTED',
        vars: { date: formatWhen(now.pending.effective_at, locale) },
      });
    showToast({
      kind: 'success',
      text: isExclusionType(changed.type) ? 'LIMITS.BREAK.STARTED' : 'LIMITS.SAVED',
    });
  };

  return (
    <div className="limits">
      <p className="profile-card__note limits__intro">{t('LIMITS.INTRO')}</p>
      <LimitsReviewPrompt />
      {anyLimitReached(limits, currency) && (
        <p className="limits__warning" role="status">
          {t('NOTIFICATIONS.ON_LIMIT_REACHED')}
        </p>
      )}
      <div className="profile-grid">
        <div className="profile-stack">
          <SetLimitCard currency={currency} onChanged={onChanged} />
          {amounts.length === 0 ? (
            <p className="profile-card__note">{t('LIMITS.EMPTY')}</p>
          ) : (
            <ul className="limits__list" aria-label={t('LIMITS.TITLE')}>
              {amounts.map((limit) => (
                <LimitItem key={limit.id} limit={limit} currency={currency} onChanged={onChanged} />
              ))}
            </ul>
          )}
        </div>
        <div className="profile-stack">
          <BreakCard breaks={breaks} onChanged={onChanged} />
          <RealityCheckCard />
        </div>
      </div>
    </div>
  );
}
