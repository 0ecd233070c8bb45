import { Link, useLocation, useNavigate } from 'react-router';
import { formatMoney } from '@casino/domain/currency';
import { useLocale, useT } from '~/lib/i18n';
import { useContinuePlaying, useResponsibleGaming } from '~/lib/player/responsible-gaming';
import { Modal } from '~/ui/modal';
import { Button } from '~/ui/button';

/** A game page: where play time runs and the reality check must show on time. */
const isGamePage = (pathname: string) => /\/play\/[^/]+\/[^/]+/.test(pathname);
const POLL_MS = 60_000;

/**
 * UKGC RTS 13 reality check: on a game page, once the player's chosen interval has passed in a play session, a
 * dialog that cannot be dismissed shows the time played and the net result. The server refuses real bets meanwhile,
 * so the pause holds in every tab; "Continue" restarts the interval, "Stop playing" leaves the game.
 */
export function RealityCheck() {
  const { pathname } = useLocation();
  const onGamePage = isGamePage(pathname);
  const { data } = useResponsibleGaming({ enabled: onGamePage, pollMs: POLL_MS });
  const session = data?.play_session;
  if (!onGamePage || !session?.due) return null;
  return <RealityCheckDialog playedMinutes={session.played_minutes} net={session.net} />;
}

function RealityCheckDialog({
  playedMinutes,
  net,
}: {
  playedMinutes: number;
  net: readonly { currency: string; amount_cents: number }[];
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const continuePlaying = useContinuePlaying();
  return (
    <Modal
      title={t('LIMITS.REALITY_CHECK.TITLE')}
      dismissible={false}
      onClose={() => undefined}
      closeLabel={t('COMMON.CLOSE')}
      size="sm"
      footer={
        <>
          <Button
            variant="primary"
            busy={continuePlaying.isPending}
            onClick={() => continuePlaying.mutate()}
          >
            {t('LIMITS.REALITY_CHECK.CONTINUE')}
          </Button>
          <Button variant="secondary" onClick={() => void navigate('/')}>
            {t('LIMITS.REALITY_CHECK.STOP')}
          </Button>
        </>
      }
    >
      <p>{t('LIMITS.REALITY_CHECK.TEXT', { minutes: playedMinutes })}</p>
      {net.length === 0 ? (
        <p>{t('LIMITS.REALITY_CHECK.NET_NONE')}</p>
      ) : (
        net.map((entry) => (
          <p key={entry.currency} className="reality-check__net">
            {t('LIMITS.REALITY_CHECK.NET', {
              amount: formatMoney(entry.amount_cents, entry.currency, locale),
            })}
          </p>
        ))
      )}
      <p>
        <Link to="/profile/games-history">{t('LIMITS.REALITY_CHECK.HISTORY')}</Link>
      </p>
    </Modal>
  );
}
