import { useCallback, useEffect, useRef, useState } from 'react';
import type { Translate } from '~/lib/i18n';
import type { GameClientModule, GameClientProps, RecallProps } from '../client-contract';
import type { StudioRound } from '../studio-session';
import type { SeenCard } from './cards';
import { Chip } from './chip';
import { LiveTable } from './live-table';
import { pause } from './motion';
import {
  pokerParams,
  pokerTable,
  readPoker,
  roundDecision,
  stakeProblem,
  type PokerAction,
  type PokerHand,
  type PokerSpot,
  type PokerView,
} from './poker-adapter';
import { cardLabel, PlayingCard } from './playing-card';
import { canPlace, stakeOn, totalStake, type Placement } from './table-bets';
import { LIVE_BETTING_SECONDS, useRoundClock } from './use-round-clock';
import { useTableKeys } from './use-table-keys';
import './tables.css';

const CARD_MS = 280;
const ACTION_KEYS: Record<PokerAction, string> = { play: 'p', fold: 'f' };
const SPOT_KEYS: Record<PokerSpot, string> = { ante: 'a', pair_plus: 's' };

const handName = (t: Translate, hand: PokerHand | null) =>
  hand ? t(`STUDIO_TABLES.POKER.HAND.${hand.toUpperCase()}`) : null;

/** One side's three cards, its hand's name under them once known. */
function PokerHandView({
  t,
  title,
  cards,
  hand,
  shown,
  className,
}: {
  t: Translate;
  title: string;
  cards: readonly SeenCard[];
  hand: PokerHand | null;
  /** Cards already on the table before this step (no animation for them). */
  shown: number;
  className?: string;
}) {
  return (
    <section className={`poker-hand${className ? ` ${className}` : ''}`} aria-label={title}>
      <h2>{title}</h2>
      <div className="table-hand">
        {cards.map((card, index) => (
          // A face-down card turned up gets a new key, so it lands again face up.
          <PlayingCard
            key={`${index}-${card === 'hidden' ? 'back' : 'face'}`}
            card={card}
            order={Math.max(0, index - shown)}
            label={cardLabel(t, card)}
          />
        ))}
      </div>
      {hand && <strong className="poker-hand__name">{handName(t, hand)}</strong>}
    </section>
  );
}

/** What the settled round paid, line by line: the outcome, the dealer's qualification, the ante bonus, Pair Plus. */
function PokerVerdict({
  view,
  t,
  money,
}: {
  view: PokerView;
  t: Translate;
  money: (minor: number) => string;
}) {
  if (!view.outcome) return null;
  return (
    <ul className="poker-verdict">
      <li
        className={`poker-verdict__outcome poker-verdict__outcome--${view.outcome.replaceAll('_', '-')}`}
      >
        {t(`STUDIO_TABLES.POKER.OUTCOME.${view.outcome.toUpperCase()}`)}
      </li>
      {/* A dealer who did not qualify is the outcome line itself. */}
      {view.dealerQualifies === true && <li>{t('STUDIO_TABLES.POKER.DEALER_QUALIFIES')}</li>}
      {view.wins.anteBonus > 0 && (
        <li>{t('STUDIO_TABLES.POKER.ANTE_BONUS_PAYS', { amount: money(view.wins.anteBonus) })}</li>
      )}
      {view.pairPlus > 0 && (
        <li>
          {view.wins.pairPlus > 0
            ? t('STUDIO_TABLES.POKER.PAIR_PLUS_PAYS', { amount: money(view.wins.pairPlus) })
            : t('STUDIO_TABLES.POKER.PAIR_PLUS_LOSES')}
        </li>
      )}
    </ul>
  );
}

function PokerPlay({ studio, setPrimary }: GameClientProps) {
  const { t, money, sound, session } = studio;
  const table = pokerTable(session.game.config);
  const live = session.game.presentation.live;
  const resumed = session.open_round && !session.open_round.finished ? session.open_round : null;
  const [round, setRound] = useState<StudioRound | null>(resumed);
  const [view, setView] = useState<PokerView | null>(() =>
    resumed ? readPoker(resumed.state, false) : null,
  );
  const [shown, setShown] = useState({ player: 3, dealer: 3 });
  const [placements, setPlacements] = useState<Placement<PokerSpot>[]>([]);
  const [lastDealt, setLastDealt] = useState<Placement<PokerSpot>[]>([]);
  const [drawing, setDrawing] = useState(false);
  /** A live table's clock runs only once the player put chips down: never a round unasked. */
  const [armed, setArmed] = useState(false);
  const open = round !== null && !round.finished;
  const unmounted = useRef(new AbortController());
  useEffect(() => () => unmounted.current.abort(), []);

  const ante = stakeOn(placements, 'ante');
  const pairPlus = stakeOn(placements, 'pair_plus');
  const problem = stakeProblem(table, ante, pairPlus);
  const locked = drawing || studio.busy || open;

  const place = (spot: PokerSpot) => {
    if (locked || (spot === 'pair_plus' && !table.pairPlus)) return;
    if (
      !canPlace(placements, spot, studio.bet, { maxTotal: 2 * table.maxBet, maxSpot: table.maxBet })
    )
      return;
    sound.click();
    setPlacements((current) => [...current, { key: spot, spot, amount: studio.bet }]);
    setArmed(true);
  };

  /** Draws a step of the round: the new cards land one by one, then the frame frees the buttons. */
  const show = useCallback(
    async (next: StudioRound, before: { player: number; dealer: number }) => {
      const nextView = readPoker(next.state, next.finished);
      const turned = nextView.dealer.filter((card) => card !== 'hidden').length;
      const added =
        Math.max(0, nextView.player.length - before.player) +
        (next.finished ? turned : nextView.dealer.length);
      setShown(before);
      setView(nextView);
      setRound(next);
      for (let card = 0; card < added; card++) {
        sound.tick();
        await pause(CARD_MS, unmounted.current.signal);
      }
      await pause(
        Math.max(0, studio.roundMs(added * CARD_MS + 300) - added * CARD_MS),
        unmounted.current.signal,
      );
      if (next.finished) {
        if (next.win > next.stake) sound.win();
        else if (next.win === 0) sound.lose();
        else sound.stop();
      }
      setDrawing(false);
      studio.reveal(next);
    },
    [sound, studio],
  );

  const deal = useCallback(async () => {
    if (locked || problem) return;
    setArmed(false);
    setDrawing(true);
    setView(null);
    const next = await studio.start(pokerParams(ante, pairPlus));
    if (!next) return setDrawing(false);
    setLastDealt(placements);
    await show(next, { player: 0, dealer: 0 });
  }, [locked, problem, studio, ante, pairPlus, placements, show]);

  const decide = useCallback(
    async (action: PokerAction) => {
      if (!round || !view || drawing || studio.busy || !view.allowed.includes(action)) return;
      setDrawing(true);
      sound.click();
      const next = await studio.act(round.id, { type: action });
      if (!next) return setDrawing(false);
      // The dealer's backs are already down: only the turned cards play the deal again.
      await show(next, { player: view.player.length, dealer: 0 });
    },
    [round, view, drawing, studio, sound, show],
  );

  const clock = useRoundClock(
    live && armed && !problem && !open && !drawing,
    LIVE_BETTING_SECONDS,
    () => void deal(),
  );
  const dealRef = useRef(deal);
  dealRef.current = deal;
  useEffect(() => {
    setPrimary({
      label: t('STUDIO_TABLES.POKER.DEAL'),
      onPress: () => void dealRef.current(),
      disabled: problem !== null || open || drawing,
      locksBet: open,
    });
  }, [setPrimary, t, problem, open, drawing]);
  useEffect(() => () => setPrimary(null), [setPrimary]);

  const undo = () => setPlacements((current) => current.slice(0, -1));
  const clear = () => setPlacements([]);
  const repeat = () => {
    setPlacements(lastDealt);
    setArmed(true);
  };
  const ready = open && !drawing && !studio.busy && view !== null;
  useTableKeys(
    Object.fromEntries(
      (view?.allowed ?? []).map((action) => [ACTION_KEYS[action], () => void decide(action)]),
    ),
    ready,
  );
  useTableKeys(
    {
      u: undo,
      c: clear,
      r: repeat,
      a: () => place('ante'),
      ...(table.pairPlus ? { s: () => place('pair_plus') } : {}),
    },
    !locked,
  );

  const settled = round?.finished === true && !drawing && view !== null;
  const spots: PokerSpot[] = table.pairPlus ? ['ante', 'pair_plus'] : ['ante'];
  // While a round is open or shown, the spots carry its stakes; between rounds, the chips being placed.
  const spotStake = (spot: PokerSpot) =>
    view && (open || drawing || settled)
      ? spot === 'ante'
        ? view.ante
        : view.pairPlus
      : stakeOn(placements, spot);

  const felt = (
    <div className="poker">
      <PokerHandView
        t={t}
        title={t('STUDIO_TABLES.POKER.DEALER')}
        cards={view?.dealer ?? []}
        hand={settled ? view.dealerHand : null}
        shown={shown.dealer}
      />
      <p className="poker__rules">{t('STUDIO_TABLES.POKER.RULES')}</p>
      <PokerHandView
        t={t}
        title={t('STUDIO_TABLES.POKER.YOUR_HAND')}
        cards={view?.player ?? []}
        hand={view && !drawing ? view.playerHand : null}
        shown={shown.player}
        className="poker-hand--player"
      />
      {!view && <p className="poker__hint">{t('STUDIO_TABLES.POKER.HINT')}</p>}
      {settled && (
        <div aria-live="polite">
          <PokerVerdict view={view} t={t} money={money} />
          <p className={`table-outcome${round.win > 0 ? ' table-outcome--win' : ''}`}>
            {round.win > 0
              ? t('STUDIO_TABLES.WIN', { amount: money(round.win) })
              : t('STUDIO_TABLES.NO_WIN')}
          </p>
        </div>
      )}

      <div className="poker__spots" role="group" aria-label={t('STUDIO_TABLES.POKER.BETS')}>
        {spots.map((spot) => {
          const stake = spotStake(spot);
          const name = t(`STUDIO_TABLES.POKER.SPOT.${spot.toUpperCase()}`);
          return (
            <button
              key={spot}
              type="button"
              className={`baccarat-spot poker-spot poker-spot--${spot.replace('_', '-')}`}
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
                {t(`STUDIO_TABLES.POKER.PAYS.${spot.toUpperCase()}`)}
              </span>
              {stake > 0 && (
                <Chip amount={stake} size={30} className="table-chip baccarat-spot__chip" />
              )}
              <kbd aria-hidden="true">{SPOT_KEYS[spot].toUpperCase()}</kbd>
            </button>
          );
        })}
        {view && view.play > 0 && (
          <p
            className="baccarat-spot poker-spot poker-spot--play"
            aria-label={t('STUDIO_TABLES.ROULETTE.SPOT_WITH_STAKE', {
              spot: t('STUDIO_TABLES.POKER.SPOT.PLAY'),
              stake: money(view.play),
            })}
          >
            <span className="baccarat-spot__name">{t('STUDIO_TABLES.POKER.SPOT.PLAY')}</span>
            <Chip amount={view.play} size={30} className="table-chip baccarat-spot__chip" />
          </p>
        )}
      </div>

      {open ? (
        <div
          className="table-actions poker__actions"
          role="group"
          aria-label={t('STUDIO_TABLES.POKER.ACTIONS')}
        >
          {(['play', 'fold'] as const).map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'play' ? 'table-button--primary' : undefined}
              onClick={() => void decide(action)}
              disabled={!ready || !view.allowed.includes(action)}
            >
              {action === 'play' && view
                ? t('STUDIO_TABLES.POKER.ACTION.PLAY_FOR', { amount: money(view.ante) })
                : t(`STUDIO_TABLES.POKER.ACTION.${action.toUpperCase()}`)}{' '}
              <kbd aria-hidden="true">{ACTION_KEYS[action].toUpperCase()}</kbd>
            </button>
          ))}
        </div>
      ) : (
        <div className="table-actions">
          <p className="table-actions__total">
            <Chip amount={studio.bet} size={26} />
            <span>{t('STUDIO_TABLES.TOTAL_STAKE', { amount: money(totalStake(placements)) })}</span>
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
          {placements.length > 0 && problem && (
            <p className="table-actions__notice">
              {t(`STUDIO_TABLES.POKER.PROBLEM.${problem.toUpperCase()}`, {
                min: money(table.minBet),
                max: money(table.maxBet),
              })}
            </p>
          )}
        </div>
      )}
    </div>
  );

  return live ? (
    <LiveTable
      identifier={session.game.identifier}
      title={session.game.title}
      clock={clock}
      dealing={drawing || open}
    >
      {felt}
    </LiveTable>
  ) : (
    felt
  );
}

function PokerRecall({ round, format }: RecallProps) {
  const view = readPoker(round.state, round.finished);
  const decision = roundDecision(round.actions);
  const { t, money } = format;
  return (
    <div className="table-recall poker-recall">
      <PokerHandView
        t={t}
        title={t('STUDIO_TABLES.POKER.DEALER')}
        cards={view.dealer}
        hand={view.dealerHand}
        shown={99}
      />
      <PokerHandView
        t={t}
        title={t('STUDIO_TABLES.POKER.YOUR_HAND')}
        cards={view.player}
        hand={view.playerHand}
        shown={99}
      />
      {decision && <p>{t(`STUDIO_TABLES.POKER.ACTION.${decision.toUpperCase()}`)}</p>}
      <PokerVerdict view={view} t={t} money={money} />
    </div>
  );
}

export const client: GameClientModule = { Play: PokerPlay, Recall: PokerRecall };
