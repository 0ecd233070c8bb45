import { useEffect, useState } from 'react';
import type {
  GameClientModule,
  GameClientProps,
  RecallProps,
  StudioFormat,
} from '../client-contract';
import { easeOut, useTween } from '../use-tween';
import {
  MAX_TARGET,
  MIN_TARGET,
  clampLimboTarget,
  limboChance,
  limboCounter,
  limboParams,
  parseMultiplierInput,
  readLimboState,
} from './limbo-adapter';

const QUICK_TARGETS = [150, 200, 500, 1000];

function LimboDisplay({
  value,
  target,
  state,
  format,
}: {
  value: number;
  target: number;
  state: 'idle' | 'rolling' | 'won' | 'lost';
  format: StudioFormat;
}) {
  const color = state === 'won' ? '#4ade80' : state === 'lost' ? '#f87171' : '#f4f2ff';
  return (
    <svg
      viewBox="0 0 400 220"
      className="limbo-display"
      role="img"
      aria-label={format.multiplier(value)}
    >
      <defs>
        <radialGradient id="limbo-glow" cx="50%" cy="45%" r="60%">
          <stop
            offset="0"
            stopColor={state === 'won' ? 'rgba(74,222,128,0.35)' : 'rgba(124,58,237,0.35)'}
          />
          <stop offset="1" stopColor="rgba(0,0,0,0)" />
        </radialGradient>
      </defs>
      <rect x="0" y="0" width="400" height="220" rx="20" fill="#15112e" />
      <rect x="0" y="0" width="400" height="220" rx="20" fill="url(#limbo-glow)" />
      <path d="M150 190 L200 40 L250 190" fill="none" stroke="#342c6b" strokeWidth="3" />
      <text
        x="200"
        y="125"
        textAnchor="middle"
        fontSize="64"
        fontWeight="800"
        fill={color}
        data-testid="limbo-value"
      >
        {format.multiplier(value)}
      </text>
      <text x="200" y="175" textAnchor="middle" fontSize="16" fill="#9d96c4">
        {format.t('STUDIO.LIMBO.TARGET_IS', { target: format.multiplier(target) })}
      </text>
    </svg>
  );
}

function LimboPlay({ studio, setPrimary }: GameClientProps) {
  const { t } = studio;
  const [target, setTarget] = useState(200);
  const [text, setText] = useState('2.00');
  const [value, setValue] = useState(100);
  const [phase, setPhase] = useState<'idle' | 'rolling' | 'won' | 'lost'>('idle');
  const [win, setWin] = useState(0);
  const tween = useTween();

  const choose = (next: number) => {
    const clamped = clampLimboTarget(next);
    setTarget(clamped);
    setText((clamped / 100).toFixed(2));
  };

  const play = async () => {
    const round = await studio.start(limboParams(studio.bet, target));
    const state = round && readLimboState(round.state);
    if (!round || !state) return;
    setPhase('rolling');
    await tween(studio.roundMs(1000), (progress) =>
      setValue(limboCounter(state.result, easeOut(progress))),
    );
    setValue(state.result);
    setPhase(state.won ? 'won' : 'lost');
    setWin(round.win);
    if (state.won) studio.sound.win();
    else studio.sound.lose();
    studio.reveal(round);
  };

  useEffect(() => {
    setPrimary({ label: t('STUDIO.PLAY'), onPress: () => void play(), repeatable: true });
  });

  return (
    <div className="studio-game">
      <div className="studio-game__board limbo-board">
        <LimboDisplay value={value} target={target} state={phase} format={studio} />
      </div>
      <p
        className={`studio-outcome ${phase === 'won' ? 'studio-outcome--win' : 'studio-outcome--loss'}`}
        aria-live="polite"
      >
        {phase === 'won' && t('STUDIO.YOU_WON', { amount: studio.money(win) })}
        {phase === 'lost' && t('STUDIO.NO_WIN')}
      </p>
      <div className="studio-game__controls">
        <label>
          {t('STUDIO.LIMBO.TARGET')}
          <input
            className="studio-select limbo-input"
            inputMode="decimal"
            value={text}
            disabled={studio.busy}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => {
              const parsed = parseMultiplierInput(text);
              choose(parsed ?? target);
            }}
          />
        </label>
        <div className="studio-segmented" role="group" aria-label={t('STUDIO.LIMBO.TARGET')}>
          {QUICK_TARGETS.filter((quick) => quick >= MIN_TARGET && quick <= MAX_TARGET).map(
            (quick) => (
              <button
                key={quick}
                type="button"
                aria-pressed={target === quick}
                disabled={studio.busy}
                onClick={() => choose(quick)}
              >
                {studio.multiplier(quick)}
              </button>
            ),
          )}
        </div>
        <div className="studio-stats">
          <div className="studio-stat">
            <span>{t('STUDIO.CHANCE')}</span>
            <strong>{studio.percent(limboChance(target))}</strong>
          </div>
          <div className="studio-stat">
            <span>{t('STUDIO.PAYOUT')}</span>
            <strong>{studio.money(Math.floor((studio.bet * target) / 100))}</strong>
          </div>
        </div>
      </div>
    </div>
  );
}

function LimboRecall({ round, format }: RecallProps) {
  const state = readLimboState(round.state);
  if (!state) return <p>{format.t('STUDIO.HISTORY.UNREADABLE')}</p>;
  return (
    <LimboDisplay
      value={state.result}
      target={state.target}
      state={state.won ? 'won' : 'lost'}
      format={format}
    />
  );
}

export const client: GameClientModule = { Play: LimboPlay, Recall: LimboRecall };
