import { useEffect, useMemo, useState } from 'react';
import { riskLabel } from '../risk-label';
import type { GameClientModule, GameClientProps, RecallProps } from '../client-contract';
import { useTween } from '../use-tween';
import { PlinkoBoard } from './plinko-board';
import { ballOffset, plinkoBins, readPlinkoConfig, readPlinkoState } from './plinko-adapter';

/** The ball's place at `progress` rows into its fall (-1: dropping in, rows: in its bin), bouncing off each peg. */
export function ballAt(path: readonly number[], progress: number): { x: number; y: number } {
  if (progress < 0) return { x: 0, y: 0.6 + progress };
  const row = Math.min(Math.floor(progress), path.length);
  const within = Math.min(1, progress - row);
  const from = ballOffset(path, row);
  const to = ballOffset(path, row + 1);
  if (row >= path.length) return { x: from, y: path.length + 0.6 };
  return {
    x: from + (to - from) * within,
    y: row + 0.6 + within - 0.45 * Math.sin(Math.PI * within),
  };
}

const ROW_MS = 140;

function PlinkoPlay({ studio, setPrimary }: GameClientProps) {
  const { t } = studio;
  const config = useMemo(
    () => readPlinkoConfig(studio.session.game.config),
    [studio.session.game.config],
  );
  const [rows, setRows] = useState(
    () => config.rowOptions[Math.floor(config.rowOptions.length / 2)] ?? 12,
  );
  const [risk, setRisk] = useState(() =>
    config.risks.includes('medium') ? 'medium' : (config.risks[0] ?? 'medium'),
  );
  const [ball, setBall] = useState<{ x: number; y: number } | null>(null);
  const [hitBin, setHitBin] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ multiplier: number; win: number } | null>(null);
  const tween = useTween();
  const bins = plinkoBins(config, risk, rows);

  const drop = async () => {
    setHitBin(null);
    setOutcome(null);
    const round = await studio.start({ stake: studio.bet, rows, risk });
    const state = round && readPlinkoState(round.state);
    if (!round || !state) return;
    const steps = state.path.length;
    let lastRow = -1;
    await tween(studio.roundMs((steps + 1) * ROW_MS), (progress) => {
      const at = progress * (steps + 1) - 1;
      setBall(ballAt(state.path, at));
      if (Math.floor(at) > lastRow && at >= 0) {
        lastRow = Math.floor(at);
        studio.sound.tick();
      }
    });
    setHitBin(state.bin);
    const multiplier =
      state.multiplier || (plinkoBins(config, state.risk, state.rows)[state.bin] ?? 0);
    setOutcome({ multiplier, win: round.win });
    if (multiplier >= 100) studio.sound.win();
    else studio.sound.lose();
    studio.reveal(round);
  };

  useEffect(() => {
    setPrimary({ label: t('STUDIO.PLINKO.DROP'), onPress: () => void drop(), repeatable: true });
  });

  return (
    <div className="studio-game">
      <div className="studio-game__board">
        <PlinkoBoard
          rows={rows}
          bins={bins.length > 0 ? bins : new Array<number>(rows + 1).fill(0)}
          ball={ball}
          hitBin={hitBin}
          format={studio}
        />
      </div>
      <p
        className={`studio-outcome ${(outcome?.multiplier ?? 0) >= 100 ? 'studio-outcome--win' : 'studio-outcome--loss'}`}
        aria-live="polite"
      >
        {outcome &&
          t('STUDIO.PLINKO.LANDED', {
            multiplier: studio.multiplier(outcome.multiplier),
            amount: studio.money(outcome.win),
          })}
      </p>
      <div className="studio-game__controls">
        <label>
          {t('STUDIO.PLINKO.ROWS')}
          <select
            className="studio-select"
            value={rows}
            disabled={studio.busy}
            onChange={(event) => {
              setRows(Number(event.target.value));
              setBall(null);
              setHitBin(null);
            }}
          >
            {(config.rowOptions.length > 0 ? config.rowOptions : [rows]).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <div className="studio-segmented" role="group" aria-label={t('STUDIO.PLINKO.RISK')}>
          {config.risks.map((option) => (
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
      </div>
    </div>
  );
}

function PlinkoRecall({ round, config, format }: RecallProps) {
  const state = readPlinkoState(round.state);
  const read = useMemo(() => readPlinkoConfig(config), [config]);
  if (!state) return <p>{format.t('STUDIO.HISTORY.UNREADABLE')}</p>;
  const bins = plinkoBins(read, state.risk, state.rows);
  return (
    <div>
      <PlinkoBoard
        rows={state.rows}
        bins={bins.length > 0 ? bins : new Array<number>(state.rows + 1).fill(0)}
        ball={ballAt(state.path, state.path.length)}
        hitBin={state.bin}
        format={format}
      />
      <p className="studio-panel__note">
        {riskLabel(format.t, state.risk)} · {state.rows} ·{' '}
        {format.multiplier(state.multiplier || (bins[state.bin] ?? 0))}
      </p>
    </div>
  );
}

export const client: GameClientModule = { Play: PlinkoPlay, Recall: PlinkoRecall };
