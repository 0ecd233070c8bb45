import { blackjackValue } from '../cards.ts';
import type { BlackjackActionType, BlackjackState } from './blackjack.ts';
import { countOf } from './hand.ts';
import { strategyFor } from './strategy.ts';

/**
 * The optimal action now, from the same expectations that give the stated return: insurance is declined; a hand is
 * hit, stood, doubled or split by whichever has the highest expected net. A tie keeps the first of stand, hit, double.
 */
export function bestAction(state: BlackjackState): BlackjackActionType {
  if (state.phase === 'insurance') return 'no_insurance';
  const hand = state.hands[state.active];
  const up = state.dealer[0];
  if (state.phase !== 'player' || !hand || !up) throw new Error('no decision is open');
  const strategy = strategyFor(blackjackValue(up.rank));
  const allowed = state.allowed_actions;
  const first = hand.cards[0];
  if (allowed.includes('split') && first) {
    const waiting = state.hands.length - 1 - state.active;
    const { split, play } = strategy.split(blackjackValue(first.rank), waiting, state.hands.length);
    if (split.net > play.net) return 'split';
  }
  return strategy.best(countOf(hand.cards), allowed.includes('double')).action;
}
