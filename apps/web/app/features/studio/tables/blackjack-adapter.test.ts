import { describe, expect, test } from 'vitest';
import { readBlackjack, handTotal } from './blackjack-adapter';
import { readCard, type Card } from './cards';

const card = (rank: Card['rank'], suit: Card['suit'] = 'spades'): Card => ({ rank, suit });

describe('blackjack hand totals as the table shows them', () => {
  test.each([
    [[card('A'), card('6')], '7/17', false],
    [[card('A'), card('K')], '21', true],
    [[card('A'), card('A'), card('9')], '21', false],
    [[card('A'), card('6'), card('9')], '16', false],
    [[card('10'), card('Q'), card('5')], '25', false],
    [[card('8'), card('7')], '15', false],
  ])('%j counts %s', (cards, text, blackjack) => {
    const total = handTotal(cards);
    expect(total.text).toBe(text);
    expect(total.blackjack).toBe(blackjack);
  });

  test('a two-card 21 of a split hand is a count, not a blackjack', () => {
    expect(handTotal([card('A'), card('K')], true)).toMatchObject({ blackjack: false, text: '21' });
  });

  test('a hand over 21 is bust, counted hard', () => {
    expect(handTotal([card('K'), card('Q'), card('5')])).toMatchObject({ bust: true, hard: 25 });
  });

  test('a face-down card does not count', () => {
    expect(handTotal([card('9'), 'hidden']).text).toBe('9');
  });
});

describe('the engine state read for the table', () => {
  test('an open round shows the up card and a face-down hole card, the active hand and its decisions', () => {
    const view = readBlackjack(
      {
        phase: 'player',
        stake: 100,
        hands: [
          {
            cards: [
              { index: 0, rank: '2', suit: 'diamonds' },
              { index: 51, rank: 'A', suit: 'clubs' },
            ],
            stake: 100,
            doubled: false,
            outcome: null,
            win: 0,
          },
          {
            cards: [{ index: 1, rank: '2', suit: 'hearts' }],
            stake: 100,
            doubled: false,
            outcome: null,
            win: 0,
          },
        ],
        active: 1,
        dealer: [{ index: 40, rank: 'K', suit: 'diamonds' }],
        allowed_actions: ['hit', 'stand', 'fold'],
      },
      false,
    );
    expect(view.dealer).toEqual([{ rank: 'K', suit: 'diamonds' }, 'hidden']);
    expect(view.active).toBe(1);
    expect(view.allowed).toEqual(['hit', 'stand']);
    expect(view.hands[0]?.cards).toHaveLength(2);
  });

  test('a finished round has no decisions left and each hand its outcome', () => {
    const view = readBlackjack(
      {
        hands: [{ cards: [], outcome: 'push', stake: 100, win: 100 }],
        dealer: [],
        active: 0,
        allowed_actions: ['hit'],
      },
      true,
    );
    expect(view.allowed).toEqual([]);
    expect(view.active).toBeNull();
    expect(view.hands[0]).toMatchObject({ result: 'push', win: 100 });
  });

  test.each([
    [0, { rank: '2', suit: 'diamonds' }],
    [3, { rank: '2', suit: 'clubs' }],
    [51, { rank: 'A', suit: 'clubs' }],
    ['Kh', { rank: 'K', suit: 'hearts' }],
    ['10♠', { rank: '10', suit: 'spades' }],
  ])('card %j reads as %j (the engines’ deck order)', (input, expected) => {
    expect(readCard(input)).toEqual(expected);
  });
});
