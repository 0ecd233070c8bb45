// The chips on a betting layout (roulette, baccarat): placed one at a time so the last can be taken back, summed per
// spot for the drawing and the round's parameters. Generic over the spot so every table game shares it.

export interface Placement<Spot> {
  key: string;
  spot: Spot;
  amount: number;
}

export interface SpotTotal<Spot> {
  key: string;
  spot: Spot;
  stake: number;
}

/** Each spot's stake, in the order its first chip was placed. */
export function spotTotals<Spot>(placements: readonly Placement<Spot>[]): SpotTotal<Spot>[] {
  const totals = new Map<string, SpotTotal<Spot>>();
  for (const { key, spot, amount } of placements) {
    const found = totals.get(key);
    if (found) found.stake += amount;
    else totals.set(key, { key, spot, stake: amount });
  }
  return [...totals.values()];
}

export function totalStake(placements: readonly Placement<unknown>[]): number {
  return placements.reduce((sum, placement) => sum + placement.amount, 0);
}

export function stakeOn(placements: readonly Placement<unknown>[], key: string): number {
  return placements.reduce(
    (sum, placement) => (placement.key === key ? sum + placement.amount : sum),
    0,
  );
}

/**
 * Whether one more chip may go down: the layout stays within the table's maximum and the spot within the per-bet
 * maximum (the server checks the balance and refuses with insufficient_funds).
 */
export function canPlace(
  placements: readonly Placement<unknown>[],
  key: string,
  amount: number,
  limits: { maxTotal: number; maxSpot: number },
): boolean {
  const total = totalStake(placements) + amount;
  return (
    amount > 0 && total <= limits.maxTotal && stakeOn(placements, key) + amount <= limits.maxSpot
  );
}
