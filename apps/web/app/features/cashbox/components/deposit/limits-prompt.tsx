import { Link } from 'react-router';
import { useT } from '~/lib/i18n';
import { useResponsibleGaming } from '~/lib/player/responsible-gaming';

/**
 * RTS 12 on the deposit page: before the first deposit the player is offered limits (a card with the link), and the
 * limits page is always one link away.
 */
export function DepositLimitsPrompt({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const { data } = useResponsibleGaming();
  if (data?.limits_prompt === 'first_deposit')
    return (
      <div className="cashbox-limits-prompt" role="note">
        <strong>{t('LIMITS.PROMPT.FIRST_DEPOSIT_TITLE')}</strong>
        <p>{t('LIMITS.PROMPT.FIRST_DEPOSIT_TEXT')}</p>
        <Link to="/profile/limits" className="btn btn--secondary btn--sm" onClick={onNavigate}>
          {t('LIMITS.PROMPT.SET_LIMITS')}
        </Link>
      </div>
    );
  return (
    <p className="cashbox-limits-link">
      <Link to="/profile/limits" onClick={onNavigate}>
        {t('LIMITS.LINK')}
      </Link>
    </p>
  );
}
