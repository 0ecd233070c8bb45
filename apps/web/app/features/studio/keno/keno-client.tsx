import { useEffect, useMemo, useState } from 'react';
import { riskLabel } from '../risk-label';
import type { GameClientModule, GameClientProps, RecallProps } from '../client-contract';
import { wait } from '../use-tween';
import {
  kenoParams,
  kenoPaytable,
  quickPick,
  readKenoConfig,
  readKenoState,
  togglePick,
} from './keno-adapter';
import { KenoBoard, KenoPaytable } from './keno-board';

const BALL_MS = 160;

function KenoPlay({ studio, setPrimary }: GameClientProps) {
  const { t } = studio;
  const config = useMemo(
    () => readKenoConfig(studio.session.game.config),
    [studio.session.game.config],
  );
  const risks = [...config.paytables.keys()];
  const [risk, setRisk] = useState(() =>
    risks.includes('medium') ? 'medium' : (risks[0] ?? 'medium'),
  );
  const [picks, setPicks] = useState<number[]>([]);
  const [drawn, setDrawn] = useState<number[]>([]);
  const [result, setResult] = useState<{ hits: number; win: number } | null>(null);
  const table = kenoPaytable(config, risk, picks.length);

  const draw = async () => {
    setDrawn([]);
    setResult(null);
    const round = await studio.start(kenoParams(studio.bet, picks, risk));
    const state = round && readKenoState(round.state);
    if (!round || !state) return;
    const each = studio.roundMs(state.drawn.length * BALL_MS) / state.drawn.length;
    for (let i = 0; i < state.drawn.length; i++) {
      await wait(each);
      const number = state.drawn[i] ?? 0;
      setDrawn(state.drawn.slice(0, i + 1));
      if (state.picks.includes(number)) studio.sound.click();
      else studio.sound.tick();
    }
    setResult({ hits: state.hits.length, win: round.win });
    if (round.win > 0) studio.sound.win();
    else studio.sound.lose();
    studio.reveal(round);
  };

  useEffect(() => {
    setPrimary({
      label: t('STUDIO.KENO.DRAW'),
      onPress: () => void draw(),
      disabled: picks.length === 0,
      repeatable: true,
    });
  });

  return (
    <div className="studio-game">
      <div className="studio-game__board">
        <KenoBoard
          picks={picks}
          drawn={drawn}
          disabled={studio.busy}
          onToggle={(number) => {
            setDrawn([]);
            setResult(null);
            setPicks(togglePick(picks, number, config.maxPicks));
          }}
          format={studio}
        />
      </div>
      <p
        className={`studio-outcome ${result && result.win > 0 ? 'studio-outcome--win' : 'studio-outcome--loss'}`}
        aria-live="polite"
      >
        {result
          ? t('STUDIO.KENO.RESULT', { hits: result.hits, amount: studio.money(result.win) })
          : picks.length === 0
            ? t('STUDIO.KENO.PICK', { max: config.maxPicks })
            : t('STUDIO.KENO.PICKED', { count: picks.length, max: config.maxPicks })}
      </p>
      <div className="studio-game__controls">
        <button
          type="button"
          className="studio-button studio-button--ghost"
          disabled={studio.busy}
          onClick={() => {
            setDrawn([]);
            setPicks(quickPick(config.maxPicks));
          }}
        >
          {t('STUDIO.KENO.QUICK_PICK')}
        </button>
        <button
          type="button"
          className="studio-button studio-button--ghost"
          disabled={studio.busy || picks.length === 0}
          onClick={() => {
            setDrawn([]);
            setPicks([]);
          }}
        >
          {t('STUDIO.KENO.CLEAR')}
        </button>
        {risks.length > 1 && (
          <div className="studio-segmented" role="group" aria-label={t('STUDIO.PLINKO.RISK')}>
            {risks.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={risk === option}
                disabled={studio.busy}
                onClick={() => setRisk(option)}
              >
                {riskLabel(t, option)}
              </button>
            ))}
          </div>
        )}
        <KenoPaytable table={table} hits={result?.hits ?? null} format={studio} />
      </div>
    </div>
  );
}

function KenoRecall({ round, config, format }: RecallProps) {
  const state = readKenoState(round.state);
  const read = useMemo(() => readKenoConfig(config), [config]);
  if (!state) return <p>{format.t('STUDIO.HISTORY.UNREADABLE')}</p>;
  return (
    <div>
      <KenoBoard picks={state.picks} drawn={state.drawn} disabled format={format} />
      <KenoPaytable
        table={kenoPaytable(read, state.risk, state.picks.length)}
        hits={state.hits.length}
        format={format}
      />
    </div>
  );
}

export const client: GameClientModule = { Play: KenoPlay, Recall: KenoRecall };
