import { useEffect, useMemo, useState } from 'react';
import type { GameClientModule, GameClientProps, RecallProps } from '../client-contract';
import { easeOut, useTween } from '../use-tween';
import {
  MAX_TARGET,
  MIN_TARGET,
  diceOdds,
  diceParams,
  readDiceConfig,
  readDiceState,
  type Direction,
} from './dice-adapter';
import { DiceBoard } from './dice-board';

function DicePlay({ studio, setPrimary }: GameClientProps) {
  const { t } = studio;
  const config = useMemo(
    () => readDiceConfig(studio.session.game.config),
    [studio.session.game.config],
  );
  const [target, setTarget] = useState(5000);
  const [direction, setDirection] = useState<Direction>('under');
  const [shown, setShown] = useState<{ roll: number; won: boolean | null } | null>(null);
  const [outcome, setOutcome] = useState<{ won: boolean; win: number } | null>(null);
  const tween = useTween();
  const odds = diceOdds(config, target, direction);

  const roll = async () => {
    setOutcome(null);
    const round = await studio.start(diceParams(studio.bet, target, direction));
    const state = round && readDiceState(round.state);
    if (!round || !state) return;
    const from = shown?.roll ?? 5000;
    let lastTick = 0;
    await tween(studio.roundMs(900), (progress) => {
      const eased = easeOut(progress);
      setShown({ roll: Math.round(from + (state.roll - from) * eased), won: null });
      if (progress - lastTick > 0.08) {
        lastTick = progress;
        studio.sound.tick();
      }
    });
    setShown({ roll: state.roll, won: state.won });
    setOutcome({ won: state.won, win: round.win });
    if (state.won) studio.sound.win();
    else studio.sound.lose();
    studio.reveal(round);
  };

  useEffect(() => {
    setPrimary({ label: t('STUDIO.DICE.ROLL'), onPress: () => void roll(), repeatable: true });
  });

  return (
    <div className="studio-game">
      <div className="studio-game__board">
        <DiceBoard
          target={target}
          direction={direction}
          roll={shown?.roll ?? null}
          won={shown?.won ?? null}
          label={t('STUDIO.DICE.BOARD', { target: (target / 100).toFixed(2) })}
        />
        <input
          className="dice-slider"
          type="range"
          min={MIN_TARGET}
          max={MAX_TARGET}
          step={1}
          value={target}
          disabled={studio.busy}
          aria-label={t('STUDIO.DICE.TARGET')}
          onChange={(event) => setTarget(Number(event.target.value))}
        />
      </div>
      <p
        className={`studio-outcome ${outcome?.won ? 'studio-outcome--win' : 'studio-outcome--loss'}`}
        aria-live="polite"
      >
        {outcome &&
          (outcome.won
            ? t('STUDIO.YOU_WON', { amount: studio.money(outcome.win) })
            : t('STUDIO.NO_WIN'))}
      </p>
      <div className="studio-game__controls">
        <div className="studio-segmented" role="group" aria-label={t('STUDIO.DICE.DIRECTION')}>
          {(['under', 'over'] as const).map((side) => (
            <button
              key={side}
              type="button"
              aria-pressed={direction === side}
              disabled={studio.busy}
              onClick={() => setDirection(side)}
            >
              {t(side === 'under' ? 'STUDIO.DICE.UNDER' : 'STUDIO.DICE.OVER')}
            </button>
          ))}
        </div>
        <div className="studio-stats">
          <div className="studio-stat">
            <span>{t('STUDIO.DICE.TARGET')}</span>
            <strong>{(target / 100).toFixed(2)}</strong>
          </div>
          <div className="studio-stat">
            <span>{t('STUDIO.MULTIPLIER')}</span>
            <strong data-testid="dice-multiplier">{studio.multiplier(odds.multiplier)}</strong>
          </div>
          <div className="studio-stat">
            <span>{t('STUDIO.CHANCE')}</span>
            <strong>{studio.percent(odds.chance)}</strong>
          </div>
          <div className="studio-stat">
            <span>{t('STUDIO.PAYOUT')}</span>
            <strong>{studio.money(Math.floor((studio.bet * odds.multiplier) / 100))}</strong>
          </div>
        </div>
      </div>
    </div>
  );
}

function DiceRecall({ round, format }: RecallProps) {
  const state = readDiceState(round.state);
  if (!state) return <p>{format.t('STUDIO.HISTORY.UNREADABLE')}</p>;
  return (
    <div>
      <DiceBoard
        target={state.params.target}
        direction={state.params.direction}
        roll={state.roll}
        won={state.won}
        label={format.t('STUDIO.DICE.BOARD', { target: (state.params.target / 100).toFixed(2) })}
      />
      <p className="studio-panel__note">
        {format.t(state.params.direction === 'under' ? 'STUDIO.DICE.UNDER' : 'STUDIO.DICE.OVER')}{' '}
        {(state.params.target / 100).toFixed(2)} · {format.multiplier(state.multiplier)}
      </p>
    </div>
  );
}

export const client: GameClientModule = { Play: DicePlay, Recall: DiceRecall };
