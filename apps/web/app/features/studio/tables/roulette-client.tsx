import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameClientModule, GameClientProps, RecallProps } from '../client-contract';
import { Chip } from './chip';
import { LiveTable } from './live-table';
import { rouletteLimits, rouletteParams, rouletteResult, roundBets } from './roulette-adapter';
import { RouletteBoard } from './roulette-board';
import { pickBet, spotKey, type BetSpot, type PickMode } from './roulette-layout';
import { pocketColour } from './roulette-wheel';
import { RouletteWheelView, type RouletteWheelHandle } from './roulette-wheel-view';
import { canPlace, spotTotals, totalStake, type Placement } from './table-bets';
import { LIVE_BETTING_SECONDS, useRoundClock } from './use-round-clock';
import { useTableKeys } from './use-table-keys';
import './tables.css';

const MODES: readonly PickMode[] = ['straight', 'split', 'street', 'corner', 'line'];
const HISTORY_LENGTH = 14;

function RoulettePlay({ studio, setPrimary }: GameClientProps) {
  const { t, money, sound, session } = studio;
  const limits = useMemo(() => rouletteLimits(session.game.config), [session.game.config]);
  const live = session.game.presentation.live;
  const wheel = useRef<RouletteWheelHandle>(null);
  const [placements, setPlacements] = useState<Placement<BetSpot>[]>([]);
  const [lastSpun, setLastSpun] = useState<Placement<BetSpot>[]>([]);
  const [mode, setMode] = useState<PickMode>('straight');
  const [held, setHeld] = useState<number | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<{ number: number; win: number; stake: number } | null>(null);
  const [history, setHistory] = useState<number[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  /** A live table's clock runs only after the player put chips down for the coming round: never a round unasked. */
  const [armed, setArmed] = useState(false);

  const total = totalStake(placements);
  const stakes = useMemo(
    () => new Map(spotTotals(placements).map(({ key, stake }) => [key, stake] as const)),
    [placements],
  );

  const place = useCallback(
    (spot: BetSpot) => {
      const key = spotKey(spot);
      if (
        !canPlace(placements, key, studio.bet, {
          maxTotal: limits.maxTotal,
          maxSpot: limits.maxBet,
        })
      ) {
        setNotice(t('STUDIO_TABLES.ROULETTE.OVER_LIMIT', { max: money(limits.maxBet) }));
        return;
      }
      setNotice(null);
      sound.click();
      setPlacements((current) => [...current, { key, spot, amount: studio.bet }]);
      setArmed(true);
    },
    [placements, studio.bet, limits, sound, t, money],
  );

  const onNumber = (n: number) => {
    const pick = pickBet(mode, n, held);
    setHeld(pick.held);
    if (pick.spot) place(pick.spot);
  };

  const spin = useCallback(async () => {
    if (spinning || studio.busy || placements.length === 0) return;
    setSpinning(true);
    setArmed(false);
    setResult(null);
    const round = await studio.start(rouletteParams(spotTotals(placements)));
    if (!round) {
      setSpinning(false);
      return;
    }
    const number = rouletteResult(round.state);
    if (number !== null) await wheel.current?.spin(number, studio.roundMs(4200), sound.tick);
    sound.stop();
    if (round.win > 0) (round.win >= round.stake * 10 ? sound.bigWin : sound.win)();
    else sound.lose();
    setLastSpun(placements);
    if (number !== null) {
      setResult({ number, win: round.win, stake: round.stake });
      setHistory((current) => [number, ...current].slice(0, HISTORY_LENGTH));
    }
    setSpinning(false);
    studio.reveal(round);
  }, [spinning, studio, placements, sound]);

  const clock = useRoundClock(
    live && armed && placements.length > 0 && !spinning,
    LIVE_BETTING_SECONDS,
    () => void spin(),
  );

  const spinRef = useRef(spin);
  spinRef.current = spin;
  useEffect(() => {
    setPrimary({
      label: t('STUDIO_TABLES.ROULETTE.SPIN'),
      onPress: () => void spinRef.current(),
      disabled: total === 0 || spinning,
      repeatable: !live,
    });
  }, [setPrimary, t, total, spinning, live]);
  useEffect(() => () => setPrimary(null), [setPrimary]);

  const locked = spinning || studio.busy;
  const undo = () => setPlacements((current) => current.slice(0, -1));
  const clear = () => {
    setPlacements([]);
    setHeld(null);
  };
  const repeat = () => {
    setPlacements(lastSpun);
    setArmed(true);
  };
  const double = () => {
    const doubled = [...placements, ...placements];
    if (totalStake(doubled) > limits.maxTotal) return;
    setPlacements(doubled);
    setArmed(true);
  };
  useTableKeys(
    {
      u: undo,
      c: clear,
      r: repeat,
      d: double,
      ...Object.fromEntries(MODES.map((item, index) => [String(index + 1), () => setMode(item)])),
    },
    !locked,
  );

  const table = (
    <div className="roulette">
      <div className="roulette__top">
        <RouletteWheelView ref={wheel} label={t('STUDIO_TABLES.ROULETTE.WHEEL')} />
        <div className="roulette__side">
          <p className="roulette__result" aria-live="polite">
            {result ? (
              <>
                <span className={`roulette-ball roulette-ball--${pocketColour(result.number)}`}>
                  {result.number}
                </span>
                <span>
                  {result.win > 0
                    ? t('STUDIO_TABLES.WIN', { amount: money(result.win) })
                    : t('STUDIO_TABLES.NO_WIN')}
                </span>
              </>
            ) : (
              <span>
                {spinning
                  ? t('STUDIO_TABLES.ROULETTE.NO_MORE_BETS')
                  : t('STUDIO_TABLES.ROULETTE.PLACE_BETS')}
              </span>
            )}
          </p>
          <ol className="roulette__history" aria-label={t('STUDIO_TABLES.ROULETTE.HISTORY')}>
            {history.map((n, index) => (
              <li
                key={`${index}-${n}`}
                className={`roulette-ball roulette-ball--${pocketColour(n)}`}
              >
                {n}
              </li>
            ))}
          </ol>
        </div>
      </div>

      <fieldset className="roulette__modes" disabled={locked}>
        <legend>{t('STUDIO_TABLES.ROULETTE.BET_MODE')}</legend>
        {MODES.map((item, index) => (
          <label key={item} className={mode === item ? 'is-active' : undefined}>
            <input
              type="radio"
              name="roulette-mode"
              value={item}
              checked={mode === item}
              onChange={() => {
                setMode(item);
                setHeld(null);
              }}
            />
            <span>{t(`STUDIO_TABLES.ROULETTE.TYPE.${item.toUpperCase()}`)}</span>
            <kbd aria-hidden="true">{index + 1}</kbd>
          </label>
        ))}
      </fieldset>

      <RouletteBoard
        t={t}
        money={money}
        stakes={stakes}
        onNumber={onNumber}
        onSpot={place}
        held={held}
        winning={spinning ? null : (result?.number ?? null)}
        disabled={locked}
      />

      <div className="table-actions">
        <p className="table-actions__total">
          <Chip amount={studio.bet} size={26} />
          <span>{t('STUDIO_TABLES.TOTAL_STAKE', { amount: money(total) })}</span>
        </p>
        {notice && (
          <p className="table-actions__notice" role="status">
            {notice}
          </p>
        )}
        <button type="button" onClick={undo} disabled={locked || placements.length === 0}>
          {t('STUDIO_TABLES.UNDO')} <kbd aria-hidden="true">U</kbd>
        </button>
        <button type="button" onClick={clear} disabled={locked || placements.length === 0}>
          {t('STUDIO_TABLES.CLEAR')} <kbd aria-hidden="true">C</kbd>
        </button>
        <button type="button" onClick={repeat} disabled={locked || lastSpun.length === 0}>
          {t('STUDIO_TABLES.REPEAT')} <kbd aria-hidden="true">R</kbd>
        </button>
        <button type="button" onClick={double} disabled={locked || placements.length === 0}>
          {t('STUDIO_TABLES.DOUBLE')} <kbd aria-hidden="true">D</kbd>
        </button>
      </div>
    </div>
  );

  return live ? (
    <LiveTable
      identifier={session.game.identifier}
      title={session.game.title}
      clock={clock}
      dealing={spinning}
    >
      {table}
    </LiveTable>
  ) : (
    table
  );
}

function RouletteRecall({ round, format }: RecallProps) {
  const number = rouletteResult(round.state);
  const bets = roundBets(round.params);
  return (
    <div className="table-recall">
      {number !== null && (
        <span className={`roulette-ball roulette-ball--${pocketColour(number)}`}>{number}</span>
      )}
      <ul>
        {bets.map((bet, index) => (
          <li key={index}>
            {format.t(`STUDIO_TABLES.ROULETTE.TYPE.${bet.type.toUpperCase()}`)}
            {bet.numbers && bet.numbers.length <= 6 ? ` ${bet.numbers.join('/')}` : ''}:{' '}
            {format.money(bet.stake)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const client: GameClientModule = { Play: RoulettePlay, Recall: RouletteRecall };
