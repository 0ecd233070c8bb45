import { useEffect, useMemo, useState } from 'react';
import type { GameClientModule, GameClientProps, RecallProps } from '../client-contract';
import type { StudioRound } from '../studio-session';
import { wait } from '../use-tween';
import {
  MAX_MINES,
  MIN_MINES,
  TILES,
  cashoutAction,
  minesParams,
  multiplierAfter,
  readMinesConfig,
  readMinesState,
  revealAction,
  type MinesView,
} from './mines-adapter';
import { MinesGrid } from './mines-grid';

const FLIP_MS = 260;

function MinesPlay({ studio, setPrimary }: GameClientProps) {
  const { t, session } = studio;
  const config = useMemo(() => readMinesConfig(session.game.config), [session.game.config]);
  const [mines, setMines] = useState(3);
  // An open round left by an earlier visit goes on where it stopped.
  const [round, setRound] = useState<StudioRound | null>(() =>
    session.open_round?.engine === 'mines' && !session.open_round.finished
      ? session.open_round
      : null,
  );
  const [pending, setPending] = useState<number | null>(null);
  const view: MinesView | null = round ? readMinesState(round.state) : null;
  const open = round !== null && !round.finished;

  const show = async (next: StudioRound) => {
    await wait(FLIP_MS);
    setRound(next);
    setPending(null);
    const state = readMinesState(next.state);
    if (next.finished) {
      if (state?.busted) studio.sound.lose();
      else studio.sound.win();
    } else studio.sound.tick();
    studio.reveal(next);
  };

  const begin = async () => {
    const started = await studio.start(minesParams(studio.bet, mines));
    if (started) {
      setRound(started);
      studio.reveal(started);
    }
  };

  const pick = async (tile: number) => {
    if (!round || !open || studio.busy) return;
    setPending(tile);
    const next = await studio.act(round.id, revealAction(tile));
    if (next) await show(next);
    else setPending(null);
  };

  const cashOut = async () => {
    if (!round || !open) return;
    const next = await studio.act(round.id, cashoutAction());
    if (next) await show(next);
  };

  const safe = view?.revealed.length ?? 0;
  useEffect(() => {
    if (open)
      setPrimary({
        label: t('STUDIO.MINES.CASH_OUT', {
          amount: studio.money(Math.floor((round.stake * (view?.multiplier ?? 100)) / 100)),
        }),
        onPress: () => void cashOut(),
        disabled: safe === 0,
        locksBet: true,
      });
    else setPrimary({ label: t('STUDIO.MINES.START'), onPress: () => void begin() });
  });

  const currentMines = open ? (view?.mines ?? mines) : mines;
  const nextMultiplier =
    open && view ? view.nextMultiplier : multiplierAfter(config, currentMines, safe + 1);
  const counts = [];
  for (let count = MIN_MINES; count <= MAX_MINES; count++) counts.push(count);

  return (
    <div className="studio-game">
      <div className="studio-game__board mines-board">
        <MinesGrid
          view={view}
          onPick={(tile) => void pick(tile)}
          disabled={!open || studio.busy}
          pending={pending}
          format={studio}
        />
      </div>
      <p
        className={`studio-outcome ${round?.finished && round.win > 0 ? 'studio-outcome--win' : 'studio-outcome--loss'}`}
        aria-live="polite"
      >
        {round?.finished &&
          (round.win > 0
            ? t('STUDIO.YOU_WON', { amount: studio.money(round.win) })
            : t('STUDIO.MINES.BOOM'))}
        {open && safe === 0 && t('STUDIO.MINES.PICK_A_TILE')}
      </p>
      <div className="studio-game__controls">
        <label>
          {t('STUDIO.MINES.MINES')}
          <select
            className="studio-select"
            value={currentMines}
            disabled={open || studio.busy}
            onChange={(event) => setMines(Number(event.target.value))}
          >
            {counts.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        <div className="studio-stats">
          <div className="studio-stat">
            <span>{t('STUDIO.MINES.CURRENT')}</span>
            <strong data-testid="mines-multiplier">
              {studio.multiplier(open ? (view?.multiplier ?? 100) : 100)}
            </strong>
          </div>
          <div className="studio-stat">
            <span>{t('STUDIO.MINES.NEXT')}</span>
            <strong>{nextMultiplier === null ? '–' : studio.multiplier(nextMultiplier)}</strong>
          </div>
          <div className="studio-stat">
            <span>{t('STUDIO.MINES.GEMS_LEFT')}</span>
            <strong>{TILES - currentMines - safe}</strong>
          </div>
        </div>
      </div>
    </div>
  );
}

function MinesRecall({ round, format }: RecallProps) {
  const view = readMinesState(round.state);
  if (!view) return <p>{format.t('STUDIO.HISTORY.UNREADABLE')}</p>;
  return (
    <div>
      <MinesGrid view={view} disabled pending={null} format={format} />
      <p className="studio-panel__note">
        {format.t('STUDIO.MINES.MINES')} {view.mines} ·{' '}
        {format.multiplier(view.busted ? 0 : view.multiplier)}
      </p>
    </div>
  );
}

export const client: GameClientModule = { Play: MinesPlay, Recall: MinesRecall };
