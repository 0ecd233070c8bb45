import { useState } from 'react';
import { Link } from 'react-router';
import type { PlayerRound, PlayerRoundsPage } from '@casino/api/play-client';
import { formatMoney } from '@casino/domain/currency';
import { useLocale, useT } from '~/lib/i18n';
import { RoundDetail } from './round-detail.tsx';
import './games-history.css';

/**
 * /profile/games-history (spec 01 section 2): the player's real-play rounds, newest first, page by page: start, end,
 * game, bet, win and the balance before and after. A row opens the round: its outcome, its seeds and a verify link.
 */
export function GamesHistoryPage({ data }: { data: PlayerRoundsPage }) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState<PlayerRound | null>(null);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  const money = (round: PlayerRound, cents: number) => formatMoney(cents, round.currency, locale);
  const { page, per_page: perPage, total_count: total } = data.pagination;
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));

  return (
    <section className="games-history" aria-labelledby="games-history-title">
      <h2 id="games-history-title" className="games-history__title">
        {t('PLAY.HISTORY.TITLE')}
      </h2>
      {data.data.length === 0 ? (
        <p className="games-history__empty">{t('PLAY.HISTORY.EMPTY')}</p>
      ) : (
        <div className="games-history__scroll">
          <table className="games-history__table">
            <thead>
              <tr>
                <th scope="col">{t('PLAY.HISTORY.STARTED')}</th>
                <th scope="col">{t('PLAY.HISTORY.FINISHED')}</th>
                <th scope="col">{t('PLAY.HISTORY.GAME')}</th>
                <th scope="col">{t('PLAY.HISTORY.BET')}</th>
                <th scope="col">{t('PLAY.HISTORY.WIN')}</th>
                <th scope="col">{t('PLAY.HISTORY.BALANCE_BEFORE')}</th>
                <th scope="col">{t('PLAY.HISTORY.BALANCE_AFTER')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((round) => (
                <tr key={round.round_id}>
                  <td>{dates.format(new Date(round.started_at))}</td>
                  <td>
                    {round.finished_at
                      ? dates.format(new Date(round.finished_at))
                      : t('PLAY.HISTORY.OPEN')}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="games-history__open"
                      onClick={() => setOpen(round)}
                    >
                      {round.game_title}
                    </button>
                  </td>
                  <td className="games-history__money">{money(round, round.bet_amount_cents)}</td>
                  <td
                    className={`games-history__money${round.win_amount_cents > 0 ? ' games-history__won' : ''}`}
                  >
                    {money(round, round.win_amount_cents)}
                  </td>
                  <td className="games-history__money">
                    {money(round, round.balance_before_cents)}
                  </td>
                  <td className="games-history__money">
                    {money(round, round.balance_after_cents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="games-history__pager" aria-label={t('PLAY.HISTORY.PAGES')}>
          {page > 1 ? <Link to={`?page=${page - 1}`}>{t('PLAY.HISTORY.PREVIOUS')}</Link> : <span />}
          <span>{t('PLAY.HISTORY.PAGE_OF', { page, pages })}</span>
          {page < pages ? <Link to={`?page=${page + 1}`}>{t('PLAY.HISTORY.NEXT')}</Link> : <span />}
        </nav>
      )}
      {open && <RoundDetail round={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
