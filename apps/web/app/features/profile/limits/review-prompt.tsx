import { useT } from '~/lib/i18n';
import { useLimitsReviewed, useResponsibleGaming } from '~/lib/player/responsible-gaming';
import { Button } from '~/ui/button';

/** RTS 12: every six months the player is asked to review the limits; keeping them answers the prompt. */
export function LimitsReviewPrompt() {
  const t = useT();
  const { data } = useResponsibleGaming();
  const reviewed = useLimitsReviewed();
  if (data?.limits_prompt !== 'review') return null;
  return (
    <div className="limits__prompt" role="status">
      <strong>{t('LIMITS.PROMPT.REVIEW_TITLE')}</strong>
      <p>{t('LIMITS.PROMPT.REVIEW_TEXT')}</p>
      <Button
        variant="secondary"
        size="sm"
        busy={reviewed.isPending}
        onClick={() => reviewed.mutate()}
      >
        {t('LIMITS.PROMPT.KEEP')}
      </Button>
    </div>
  );
}
