import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameClientModule, GameClientProps, RecallProps } from '../client-contract';
import { firstNumber, numberAt } from '../config-read';
import {
  baccaratParams,
  baccaratVariant,
  readCoup,
  spotsOf,
  type BaccaratSpot,
  type CoupView,
} from './baccarat-adapter';
import type { RoadOutcome } from './big-road';
import { BigRoadView } from './big-road-view';
import { Chip } from './chip';
import { LiveTable } from './live-table';
import { pause } from './motion';
import { cardLabel, PlayingCard } from './playing-card';
import { canPlace, spotTotals, totalStake, type Placement } from './table-bets';
import { LIVE_BETTING_SECONDS, useRoundClock } from './use-round-clock';
import { useTableKeys } from './use-table-keys';
import './tables.css';

const CARD_MS = 420;
const SPOT_KEYS: Record<BaccaratSpot, string> = {
  player: 'p',
  banker: 'b',
  tie: 't',
  player_pair: '1',
  banker_pair: '2',
  dragon: 'g',
  tiger: 'r',
};

function BaccaratPlay({ studio, setPrimary }: GameClientProps) {
  const { t, money, sound, session } = studio;
  const variant = baccaratVariant(session.game.config);
  const dragonTiger = variant === 'dragon_tiger';
  const live = session.game.presentation.live;
  const maxBet = numberAt(session.game.config, 'maxBet', 100_000);
  const tableMax = firstNumber(session.game.config, ['tableMax'], maxBet * 5);
  const [placements, setPlacements] = useState<Placement<BaccaratSpot>[]>([]);
  const [lastDealt, setLastDealt] = useState<Placement<BaccaratSpot>[]>([]);
  const [coup, setCoup] = useState<CoupView | null>(null);
  const [win, setWin] = useState<number | null>(null);
  const [dealing, setDealing] = useState(false);
  const [road, setRoad] = useState<RoadOutcome[]>([]);
  /** A live table's clock runs only after the player put chips down for the coming coup: never a round unasked. */
  const [armed, setArmed] = useState(false);
  const unmounted = useRef(new AbortController());
  useEffect(() => () => unmounted.current.abort(), []);

  const total = totalStake(placements);
  const stakes = useMemo(
    () => new Map(spotTotals(placements).map(({ key, stake }) => [key, stake])),
    [placements],
  );
  const locked = dealing || studio.busy;

  const place = (spot: BaccaratSpot) => {
    if (locked || !canPlace(placements, spot, studio.bet, { maxTotal: tableMax, maxSpot: maxBet }))
      return;
    sound.click();
    setPlacements((current) => [...current, { key: spot, spot, amount: studio.bet }]);
    setArmed(true);
  };

  const deal = useCallback(async () => {
    if (locked || placements.length === 0) return;
    setDealing(true);
    setArmed(false);
    setWin(null);
    setCoup(null);
    const round = await studio.start(baccaratParams(spotTotals(placements)));
    if (!round) return setDealing(false);
    const view = readCoup(round.state, variant);
    setCoup(view);
    const cards = view.a.length + view.b.length;
    for (let card = 0; card < cards; card++) {
      sound.tick();
      await pause(CARD_MS, unmounted.current.signal);
    }
    await pause(
      Math.max(0, studio.roundMs(cards * CARD_MS + 400) - cards * CARD_MS),
      unmounted.current.signal,
    );
    if (round.win > 0) sound.win();
    else sound.lose();
    setWin(round.win);
    if (view.outcome) setRoad((current) => [...current, view.outcome as RoadOutcome].slice(-120));
    setLastDealt(placements);
    setDealing(false);
    studio.reveal(round);
  }, [locked, placements, studio, variant, sound]);

  const clock = useRoundClock(
    live && armed && placements.length > 0 && !dealing,
    LIVE_BETTING_SECONDS,
    () => void deal(),
  );
  const dealRef = useRef(deal);
  dealRef.current = deal;
  useEffect(() => {
    setPrimary({
      label: t('STUDIO_TABLES.BACCARAT.DEAL'),
      onPress: () => void dealRef.current(),
      disabled: total === 0 || dealing,
      repeatable: !live,
    });
  }, [setPrimary, t, total, dealing, live]);
  useEffect(() => () => setPrimary(null), [setPrimary]);

  const undo = () => setPlacements((current) => current.slice(0, -1));
  const clear = () => setPlacements([]);
  const repeat = () => {
    setPlacements(lastDealt);
    setArmed(true);
  };
  useTableKeys(
    {
      u: undo,
      c: clear,
      r: repeat,
      ...Object.fromEntries(spotsOf(variant).map((spot) => [SPOT_KEYS[spot], () => place(spot)])),
    },
    !locked,
  );

  const sideName = (side: 'a' | 'b') =>
    t(
      `STUDIO_TABLES.BACCARAT.SPOT.${(dragonTiger ? (side === 'a' ? 'dragon' : 'tiger') : side === 'a' ? 'player' : 'banker').toUpperCase()}`,
    );
  const winnerSide = coup && !dealing ? coup.outcome : null;

  const hand = (side: 'a' | 'b') => {
    const cards = coup ? coup[side] : [];
    const handTotal = coup ? (side === 'a' ? coup.totalA : coup.totalB) : null;
    return (
      <section
        className={`baccarat-hand baccarat-hand--${side}${winnerSide === side ? ' is-winner' : ''}`}
        aria-label={sideName(side)}
      >
        <h2>{sideName(side)}</h2>
        <div className="table-hand">
          {cards.map((card, index) => (
            // Punto banco deals player, banker, player, banker, then the third cards.
            <PlayingCard
              key={index}
              card={card}
              order={index * 2 + (side === 'b' ? 1 : 0)}
              label={cardLabel(t, card)}
            />
          ))}
        </div>
        {handTotal !== null && !dealing && (
          <strong className="baccarat-hand__total">{handTotal}</strong>
        )}
      </section>
    );
  };

  const table = (
    <div className={`baccarat${dragonTiger ? ' baccarat--dragon-tiger' : ''}`}>
      <div className="baccarat__hands">
        {hand('a')}
        <p className="baccarat__verdict" aria-live="polite">
          {winnerSide === 'tie'
            ? t('STUDIO_TABLES.BACCARAT.TIE_WINS')
            : winnerSide
              ? t('STUDIO_TABLES.BACCARAT.SIDE_WINS', { side: sideName(winnerSide) })
              : ''}
          {win !== null && (
            <span className={win > 0 ? 'table-outcome--win' : undefined}>
              {win > 0 ? t('STUDIO_TABLES.WIN', { amount: money(win) }) : t('STUDIO_TABLES.NO_WIN')}
            </span>
          )}
        </p>
        {hand('b')}
      </div>

      <div className="baccarat__spots" role="group" aria-label={t('STUDIO_TABLES.BACCARAT.BETS')}>
        {spotsOf(variant).map((spot) => {
          const stake = stakes.get(spot) ?? 0;
          const name = t(`STUDIO_TABLES.BACCARAT.SPOT.${spot.toUpperCase()}`);
          return (
            <button
              key={spot}
              type="button"
              className={`baccarat-spot baccarat-spot--${spot.replace('_', '-')}`}
              onClick={() => place(spot)}
              disabled={locked}
              aria-label={
                stake > 0
                  ? t('STUDIO_TABLES.ROULETTE.SPOT_WITH_STAKE', { spot: name, stake: money(stake) })
                  : name
              }
            >
              <span className="baccarat-spot__name">{name}</span>
              <span className="baccarat-spot__pays">
                {t(`STUDIO_TABLES.BACCARAT.PAYS.${spot.toUpperCase()}`)}
              </span>
              {stake > 0 && (
                <Chip amount={stake} size={30} className="table-chip baccarat-spot__chip" />
              )}
              <kbd aria-hidden="true">{SPOT_KEYS[spot].toUpperCase()}</kbd>
            </button>
          );
        })}
      </div>

      <div className="table-actions">
        <p className="table-actions__total">
          <Chip amount={studio.bet} size={26} />
          <span>{t('STUDIO_TABLES.TOTAL_STAKE', { amount: money(total) })}</span>
        </p>
        <button type="button" onClick={undo} disabled={locked || placements.length === 0}>
          {t('STUDIO_TABLES.UNDO')} <kbd aria-hidden="true">U</kbd>
        </button>
        <button type="button" onClick={clear} disabled={locked || placements.length === 0}>
          {t('STUDIO_TABLES.CLEAR')} <kbd aria-hidden="true">C</kbd>
        </button>
        <button type="button" onClick={repeat} disabled={locked || lastDealt.length === 0}>
          {t('STUDIO_TABLES.REPEAT')} <kbd aria-hidden="true">R</kbd>
        </button>
      </div>

      <BigRoadView
        outcomes={road}
        label={t('STUDIO_TABLES.BACCARAT.ROAD')}
        letters={{ a: sideName('a'), b: sideName('b'), tie: t('STUDIO_TABLES.BACCARAT.SPOT.TIE') }}
      />
    </div>
  );

  return live ? (
    <LiveTable
      identifier={session.game.identifier}
      title={session.game.title}
      clock={clock}
      dealing={dealing}
    >
      {table}
    </LiveTable>
  ) : (
    table
  );
}

function BaccaratRecall({ round, config, format }: RecallProps) {
  const variant = baccaratVariant(config);
  const coup = readCoup(round.state, variant);
  return (
    <div className="table-recall">
      {(['a', 'b'] as const).map((side) => (
        <span key={side} className="table-hand">
          {coup[side].map((card, index) => (
            <PlayingCard key={index} card={card} label={cardLabel(format.t, card)} />
          ))}
        </span>
      ))}
      {coup.totalA !== null && coup.totalB !== null && (
        <strong>
          {coup.totalA} : {coup.totalB}
        </strong>
      )}
    </div>
  );
}

export const client: GameClientModule = { Play: BaccaratPlay, Recall: BaccaratRecall };
