import { useEffect, useState, type ComponentType } from 'react';
import { useT } from '~/lib/i18n';
import type { RecallProps, StudioFormat } from './client-contract';
import type { StudioApi } from './studio-api';
import { errorKey } from './studio-errors';
import type { StudioRound } from './studio-session';

/** The recall (GET .../rounds): the last rounds of this session, each redrawn from its stored public state. */
export function HistoryDrawer({
  api,
  refresh,
  Recall,
  config,
  format,
}: {
  api: StudioApi;
  /** Changes after each finished round, so an open drawer lists it. */
  refresh: number;
  Recall: ComponentType<RecallProps>;
  config: unknown;
  format: StudioFormat;
}) {
  const t = useT();
  const [rounds, setRounds] = useState<StudioRound[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<StudioRound | null>(null);

  useEffect(() => {
    let live = true;
    api
      .rounds(20)
      .then((list) => live && (setRounds(list), setError(null)))
      .catch((caught: unknown) => live && setError(t(errorKey(caught))));
    return () => {
      live = false;
    };
  }, [api, refresh, t]);

  const time = new Intl.DateTimeFormat(format.locale, { timeStyle: 'medium', dateStyle: 'short' });

  if (chosen)
    return (
      <section className="studio-panel" aria-labelledby="studio-recall-title">
        <h2 id="studio-recall-title">{t('STUDIO.HISTORY.ROUND', { nonce: chosen.nonce })}</h2>
        <p className="studio-panel__note">
          {time.format(new Date(chosen.started_at))} · {t('STUDIO.STAKE')}{' '}
          {format.money(chosen.stake)} · {t('STUDIO.WIN')} {format.money(chosen.win)}
        </p>
        <div className="studio-recall" data-testid="recall">
          <Recall round={chosen} config={config} format={format} />
        </div>
        <button
          type="button"
          className="studio-button studio-button--ghost"
          onClick={() => setChosen(null)}
        >
          {t('STUDIO.HISTORY.BACK')}
        </button>
      </section>
    );

  return (
    <section className="studio-panel" aria-labelledby="studio-history-title">
      <h2 id="studio-history-title">{t('STUDIO.HISTORY.TITLE')}</h2>
      {error && (
        <p className="studio-panel__error" role="alert">
          {error}
        </p>
      )}
      {rounds?.length === 0 && <p className="studio-panel__note">{t('STUDIO.HISTORY.EMPTY')}</p>}
      {rounds && rounds.length > 0 && (
        <ol className="studio-history" data-testid="history">
          {rounds.map((round) => (
            <li key={round.id}>
              <button type="button" onClick={() => setChosen(round)}>
                <span className="studio-history__when">
                  {time.format(new Date(round.started_at))}
                </span>
                <span>{format.money(round.stake)}</span>
                <span className={round.win > 0 ? 'studio-history__win' : 'studio-history__loss'}>
                  {round.finished ? format.money(round.win) : t('STUDIO.HISTORY.OPEN')}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
