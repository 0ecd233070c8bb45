/**
 * Punto banco's fixed drawing rules (the third-card tableau). Totals are the last digit of the cards' sum; a natural
 * (8 or 9 on two cards, either side) ends the coup. The player draws on 0-5; then the banker draws on 0-5 if the
 * player stood, else by the banker's total and the player's third card.
 */
export function handTotal(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) % 10;
}

export function isNatural(total: number): boolean {
  return total >= 8;
}

export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/** Whether the banker draws, given the player's third card's value (null when the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type CoupOutcome = 'player' | 'banker' | 'tie';

export function outcomeOf(playerTotal: number, bankerTotal: number): CoupOutcome {
  if (playerTotal === bankerTotal) return 'tie';
  return playerTotal > bankerTotal ? 'player' : 'banker';
}

/**
 * One coup from a stream of card values (dealt player, banker, player, banker, then the third cards as the tableau
 * asks): the same function deals real rounds and enumerates the exact odds.
 */
export function playCoup(next: () => number): {
  player: number[];
  banker: number[];
  outcome: CoupOutcome;
} {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  if (!isNatural(playerTotal) && !isNatural(bankerTotal)) {
    let third: number | null = null;
    if (playerDraws(playerTotal)) {
      third = next();
      player.push(third);
    }
    if (bankerDraws(bankerTotal, third)) banker.push(next());
  }
  return { player, banker, outcome: outcomeOf(handTotal(player), handTotal(banker)) };
}
