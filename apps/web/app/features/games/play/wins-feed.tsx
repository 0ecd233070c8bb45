import { useEffect, useState } from 'react';
import { latestWinSchema, type LatestWin } from '@casino/api/play-client';
import { formatMoney } from '@casino/domain/currency';
import { api } from '~/lib/api';
import { useLocale, useT } from '~/lib/i18n';
import { getLatestWins, withWin } from './get-latest-wins.ts';
import './wins-feed.css';

/**
 * The latest big wins: filled from GET /api/games/latest_wins once the page is up, then live from the public:wins
 * channel (spec 03 section 20). Both start after hydration; a failed fill leaves the pushes to fill it.
 */
export function WinsFeed() {
  const t = useT();
  const locale = useLocale();
  const [wins, setWins] = useState<LatestWin[]>([]);

  useEffect(() => {
    let live = true;
    let close: (() => void) | null = null;
    getLatestWins(api).then(
      (latest) => live && setWins((current) => latest.reduce(withWin, current)),
      () => undefined,
    );
    void import('~/lib/realtime/public-channel')
      .then(({ listenToPublicChannel }) =>
        listenToPublicChannel('wins', (data) => {
          const parsed = latestWinSchema.safeParse(data);
          if (parsed.success) setWins((current) => withWin(current, parsed.data));
        }),
      )
      .then((closeChannel) => {
        if (live) close = closeChannel;
        else closeChannel();
      })
      .catch(() => undefined);
    return () => {
      live = false;
      close?.();
    };
  }, []);

  return (
    <section className="wins-feed" aria-labelledby="wins-feed-title">
      <h2 id="wins-feed-title" className="wins-feed__title">
        {t('PLAY.WINS.TITLE')}
      </h2>
      {wins.length === 0 ? (
        <p className="wins-feed__empty">{t('PLAY.WINS.EMPTY')}</p>
      ) : (
        <ol className="wins-feed__list" aria-live="polite">
          {wins.map((win) => (
            <li
              key={`${win.at}-${win.nickname}-${win.game_identifier}`}
              className="wins-feed__item"
            >
              <span className="wins-feed__who">
                {t('PLAY.WINS.WON', {
                  nickname: win.nickname,
                  amount: formatMoney(win.win_amount_cents, win.currency, locale),
                })}
              </span>
              <span className="wins-feed__game">{t('PLAY.WINS.ON', { game: win.game_title })}</span>
              {win.bet_amount_cents > 0 && (
                <span className="wins-feed__multiplier">
                  {t('PLAY.WINS.MULTIPLIER', {
                    multiplier: (win.win_amount_cents / win.bet_amount_cents).toFixed(2),
                  })}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
