import { describe, expect, test } from 'vitest';
import { baccaratConfigFor, baccaratEngine } from '@casino/games/baccarat/baccarat-engine';
import { blackjackConfigFor, blackjackEngine } from '@casino/games/blackjack/blackjack-engine';
import { simulationFloats } from '@casino/games/fair';
import { rouletteConfigFor, rouletteEngine } from '@casino/games/roulette/roulette-engine';
import { wheelConfigFor, wheelEngine } from '@casino/games/wheel/wheel-engine';
import { baccaratParams, baccaratVariant, readCoup } from './baccarat-adapter';
import { handTotal, readBlackjack } from './blackjack-adapter';
import { rouletteParams, rouletteResult } from './roulette-adapter';
import {
  column,
  dozen,
  edgeSpots,
  evenMoney,
  OUTSIDE_TYPES,
  spotKey,
  straight,
} from './roulette-layout';
import { wheelSegments, wheelStop } from './wheel-adapter';

// The engines' own rounds through this client's adapters: what the client sends is what the engine takes, and what
// the engine answers is what the client draws.

describe('roulette: every spot of the layout is a bet the engine takes', () => {
  const config = rouletteConfigFor(1);
  const spots = [
    ...Array.from({ length: 37 }, (_, n) => straight(n)),
    ...edgeSpots().map((edge) => edge.spot),
    ...[0, 1, 2].flatMap((index) => [column(index), dozen(index)]),
    ...OUTSIDE_TYPES.map(evenMoney),
  ];

  test.each(spots.map((spot) => [spotKey(spot), spot] as const))('%s', (_key, spot) => {
    const params = rouletteParams([{ key: spotKey(spot), spot, stake: config.minBet }]);
    const parsed = rouletteEngine.parseParams(config, params) as { bets: { numbers: number[] }[] };
    expect(parsed.bets[0]?.numbers).toEqual([...spot.numbers].sort((a, b) => a - b));
  });

  test('the spun number is read from the round', () => {
    const params = rouletteEngine.parseParams(
      config,
      rouletteParams([{ key: 'red', spot: evenMoney('red'), stake: 100 }]),
    );
    const step = rouletteEngine.machine.start(config, params, simulationFloats(3));
    const state = rouletteEngine.publicState(config, step.state, step.finished) as {
      number: number;
    };
    expect(rouletteResult(state)).toBe(state.number);
  });
});

describe('blackjack: the open round as the table draws it', () => {
  test.each([1, 2, 3, 4, 5, 6])(
    'seed %i: two cards each, the hole card face down, totals as the engine counts',
    (seed) => {
      const config = blackjackConfigFor(1);
      const step = blackjackEngine.machine.start(
        config,
        blackjackEngine.parseParams(config, { stake: 100 }),
        simulationFloats(seed),
      );
      const state = blackjackEngine.publicState(config, step.state, step.finished);
      const view = readBlackjack(state, step.finished);
      expect(view.hands[0]?.cards).toHaveLength(2);
      if (!step.finished) {
        expect(view.dealer).toHaveLength(2);
        expect(view.dealer[1]).toBe('hidden');
        expect(view.allowed.length).toBeGreaterThan(0);
      }
      expect(handTotal(view.hands[0]?.cards ?? []).best).toBeLessThanOrEqual(21);
    },
  );
});

describe('baccarat: the coup read from the engine', () => {
  test.each(['punto-banco', 'dragon-tiger'] as const)(
    '%s: the bet is taken and the winner read',
    (variant) => {
      const config = baccaratConfigFor(variant);
      const side = baccaratVariant(config);
      const spot = side === 'dragon_tiger' ? 'dragon' : 'banker';
      for (let seed = 1; seed <= 20; seed++) {
        const params = baccaratEngine.parseParams(config, baccaratParams([{ spot, stake: 100 }]));
        const step = baccaratEngine.machine.start(config, params, simulationFloats(seed));
        const state = baccaratEngine.publicState(config, step.state, step.finished) as Record<
          string,
          unknown
        >;
        const coup = readCoup(state, side);
        const outcome = state['outcome'];
        expect(coup.outcome).toBe(
          outcome === 'tie' ? 'tie' : outcome === 'player' || outcome === 'dragon' ? 'a' : 'b',
        );
        if (side === 'punto_banco') {
          expect(coup.totalA).toBe(state['playerTotal']);
          expect(coup.totalB).toBe(state['bankerTotal']);
        } else expect([coup.a.length, coup.b.length]).toEqual([1, 1]);
      }
    },
  );
});

describe('wheel: the stop is a segment of the configuration', () => {
  test('the segment and its multiplier match what the client draws', () => {
    const config = wheelConfigFor(2);
    const segments = wheelSegments(config);
    for (let seed = 1; seed <= 20; seed++) {
      const step = wheelEngine.machine.start(
        config,
        wheelEngine.parseParams(config, { stake: 100 }),
        simulationFloats(seed),
      );
      const state = wheelEngine.publicState(config, step.state, step.finished) as {
        multiplier: number;
      };
      const stop = wheelStop(state, segments.length);
      expect(stop).not.toBeNull();
      expect(segments[stop as number]).toBe(state.multiplier);
    }
  });
});
