import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameClientModule, GameClientProps, RecallProps } from '../client-contract';
import type { StudioRound } from '../studio-session';
import {
  readBlackjack,
  roundActions,
  type BlackjackAction,
  type BlackjackView,
} from './blackjack-adapter';
import { BlackjackHand } from './blackjack-hand';
import { LiveTable } from './live-table';
import { pause } from './motion';
import { LIVE_BETTING_SECONDS, useRoundClock } from './use-round-clock';
import { useTableKeys } from './use-table-keys';
import './tables.css';

const CARD_MS = 280;
const EMPTY: BlackjackView = { dealer: [], hands: [], active: null, allowed: [] };

const KEYS: Record<BlackjackAction, string> = {
  hit: 'h',
  stand: 's',
  double: 'd',
  split: 'p',
  insurance: 'i',
  no_insurance: 'n',
};

const countCards = (view: BlackjackView) => ({
  dealer: view.dealer.length,
  hands: view.hands.map((hand) => hand.cards.length),
});

function BlackjackPlay({ studio, setPrimary }: GameClientProps) {
  const { t, money, sound, session } = studio;
  const live = session.game.presentation.live;
  const resumed = session.open_round && !session.open_round.finished ? session.open_round : null;
  const [round, setRound] = useState<StudioRound | null>(resumed);
  const [view, setView] = useState<BlackjackView>(() =>
    resumed ? readBlackjack(resumed.state, false) : EMPTY,
  );
  const [shown, setShown] = useState(() => countCards(view));
  const [drawing, setDrawing] = useState(false);
  const [seated, setSeated] = useState(false);
  const open = round !== null && !round.finished;
  const unmounted = useRef(new AbortController());
  useEffect(() => () => unmounted.current.abort(), []);

  /** Draws a step of the round: new cards land one by one, then the frame frees the buttons. */
  const show = useCallback(
    async (next: StudioRound, before: ReturnType<typeof countCards>) => {
      const nextView = readBlackjack(next.state, next.finished);
      const added =
        Math.max(0, nextView.dealer.length - before.dealer) +
        nextView.hands.reduce(
          (sum, hand, index) => sum + Math.max(0, hand.cards.length - (before.hands[index] ?? 0)),
          0,
        );
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
    if (drawing || studio.busy || open) return;
    setSeated(false);
    setDrawing(true);
    setView(EMPTY);
    setShown({ dealer: 0, hands: [] });
    const next = await studio.start({ stake: studio.bet });
    if (!next) return setDrawing(false);
    await show(next, { dealer: 0, hands: [] });
  }, [drawing, studio, open, show]);

  const decide = useCallback(
    async (action: BlackjackAction) => {
      if (!round || drawing || studio.busy || !view.allowed.includes(action)) return;
      setDrawing(true);
      sound.click();
      const next = await studio.act(round.id, { type: action });
      if (!next) return setDrawing(false);
      await show(next, countCards(view));
    },
    [round, drawing, studio, view, sound, show],
  );

  const clock = useRoundClock(
    live && seated && !open && !drawing,
    LIVE_BETTING_SECONDS,
    () => void deal(),
  );
  const dealRef = useRef(deal);
  dealRef.current = deal;
  useEffect(() => {
    const waitingToSit = live && !seated && !open;
    setPrimary({
      label: t(waitingToSit ? 'STUDIO_TABLES.BLACKJACK.PLACE_BET' : 'STUDIO_TABLES.BLACKJACK.DEAL'),
      onPress: () => (waitingToSit ? setSeated(true) : void dealRef.current()),
      disabled: open || drawing,
      locksBet: open || seated,
    });
  }, [setPrimary, t, open, drawing, live, seated]);
  useEffect(() => () => setPrimary(null), [setPrimary]);

  const ready = open && !drawing && !studio.busy;
  useTableKeys(
    Object.fromEntries(view.allowed.map((action) => [KEYS[action], () => void decide(action)])),
    ready,
  );

  const insurance = view.allowed.includes('insurance');
  const finished = round?.finished === true;
  const table = (
    <div className="blackjack">
      <BlackjackHand
        t={t}
        title={t('STUDIO_TABLES.BLACKJACK.DEALER')}
        cards={view.dealer}
        shown={shown.dealer}
      />
      <p className="blackjack__rules">{t('STUDIO_TABLES.BLACKJACK.RULES')}</p>
      <div className="blackjack__hands">
        {view.hands.map((hand, index) => (
          <BlackjackHand
            key={index}
            t={t}
            title={
              view.hands.length > 1
                ? t('STUDIO_TABLES.BLACKJACK.HAND_N', { n: index + 1 })
                : t('STUDIO_TABLES.BLACKJACK.YOUR_HAND')
            }
            cards={hand.cards}
            shown={shown.hands[index] ?? 0}
            active={view.active === index && view.hands.length > 1}
            result={drawing ? null : hand.result}
            stake={hand.stake !== null ? money(hand.stake) : null}
            split={view.hands.length > 1}
          />
        ))}
        {view.hands.length === 0 && (
          <p className="blackjack__hint">{t('STUDIO_TABLES.BLACKJACK.HINT')}</p>
        )}
      </div>
      {finished && !drawing && (
        <p
          className={`table-outcome${round.win > 0 ? ' table-outcome--win' : ''}`}
          aria-live="polite"
        >
          {round.win > 0
            ? t('STUDIO_TABLES.WIN', { amount: money(round.win) })
            : t('STUDIO_TABLES.NO_WIN')}
        </p>
      )}
      {insurance && !drawing ? (
        <div
          className="blackjack__insurance"
          role="group"
          aria-label={t('STUDIO_TABLES.BLACKJACK.INSURANCE_QUESTION')}
        >
          <p>{t('STUDIO_TABLES.BLACKJACK.INSURANCE_QUESTION')}</p>
          <button
            type="button"
            className="table-button table-button--primary"
            onClick={() => void decide('insurance')}
            disabled={!ready}
          >
            {t('STUDIO_TABLES.BLACKJACK.ACTION.INSURANCE')} <kbd aria-hidden="true">I</kbd>
          </button>
          <button
            type="button"
            className="table-button"
            onClick={() => void decide('no_insurance')}
            disabled={!ready}
          >
            {t('STUDIO_TABLES.BLACKJACK.ACTION.NO_INSURANCE')} <kbd aria-hidden="true">N</kbd>
          </button>
        </div>
      ) : (
        <div
          className="table-actions blackjack__actions"
          role="group"
          aria-label={t('STUDIO_TABLES.BLACKJACK.ACTIONS')}
        >
          {(['hit', 'stand', 'double', 'split'] as const).map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'stand' ? 'table-button--primary' : undefined}
              onClick={() => void decide(action)}
              disabled={!ready || !view.allowed.includes(action)}
            >
              {t(`STUDIO_TABLES.BLACKJACK.ACTION.${action.toUpperCase()}`)}{' '}
              <kbd aria-hidden="true">{KEYS[action].toUpperCase()}</kbd>
            </button>
          ))}
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
      {table}
    </LiveTable>
  ) : (
    table
  );
}

function BlackjackRecall({ round, format }: RecallProps) {
  const view = readBlackjack(round.state, round.finished);
  const actions = roundActions(round.actions);
  return (
    <div className="table-recall blackjack-recall">
      <BlackjackHand
        t={format.t}
        title={format.t('STUDIO_TABLES.BLACKJACK.DEALER')}
        cards={view.dealer}
        shown={99}
      />
      {view.hands.map((hand, index) => (
        <BlackjackHand
          key={index}
          t={format.t}
          title={format.t('STUDIO_TABLES.BLACKJACK.HAND_N', { n: index + 1 })}
          cards={hand.cards}
          shown={99}
          result={hand.result}
          split={view.hands.length > 1}
        />
      ))}
      {actions.length > 0 && (
        <p>
          {actions
            .map((action) => format.t(`STUDIO_TABLES.BLACKJACK.ACTION.${action.toUpperCase()}`))
            .join(' → ')}
        </p>
      )}
    </div>
  );
}

export const client: GameClientModule = { Play: BlackjackPlay, Recall: BlackjackRecall };
