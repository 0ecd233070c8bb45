import type { SlotConfig } from './slot-config.ts';

/**
 * The assumptions the exact maths makes, checked once per configuration (a broken one is the studio's bug, never
 * the player's): one strip set per reel, known symbols, at most one wild and one scatter, lines inside the window,
 * and pay tables that pay every count from their smallest up (the hit rate reads a win off the shortest run).
 */
export function slotConfigProblems(config: SlotConfig): string[] {
  const problems: string[] = [];
  const reels = config.rows.length;
  const ids = new Set(config.symbols.map((s) => s.id));
  if (ids.size !== config.symbols.length) problems.push('symbol ids repeat');
  if (config.symbols.filter((s) => s.kind === 'wild').length > 1)
    problems.push('more than one wild');
  if (config.symbols.filter((s) => s.kind === 'scatter').length > 1)
    problems.push('more than one scatter');
  if (config.symbols.length > 30) problems.push('more than 30 symbols');
  for (const [name, strips] of [
    ['strips', config.strips],
    ['freeStrips', config.freeStrips],
  ] as const) {
    if (strips.length !== reels) problems.push(`${name} are not one per reel`);
    strips.forEach((strip, r) => {
      if (strip.length === 0) problems.push(`${name}[${r}] is empty`);
      for (const id of strip) if (!ids.has(id)) problems.push(`${name}[${r}] shows unknown ${id}`);
    });
  }
  const { mode } = config;
  if (mode.type === 'lines')
    mode.lines.forEach((line, l) => {
      if (line.length !== reels || line.some((row, r) => row < 0 || row >= config.rows[r]!))
        problems.push(`line ${l} leaves the window`);
    });
  if (mode.type === 'megaways' && config.rows.some((h) => h !== mode.maxRows))
    problems.push('megaways rows are not maxRows');
  if (
    mode.type !== 'lines' &&
    config.symbols.some((s) => s.kind === 'wild' && Object.keys(s.pays).length)
  )
    problems.push('a ways wild only stands in: it pays nothing itself');
  for (const symbol of config.symbols) {
    const counts = Object.keys(symbol.pays).map(Number);
    for (const [count, pay] of Object.entries(symbol.pays))
      if (!Number.isInteger(pay) || pay < 0) problems.push(`${symbol.id} pays ${pay} for ${count}`);
    if (symbol.kind === 'scatter') continue;
    const from = Math.min(...counts);
    for (let n = from; n <= reels && counts.length; n++)
      if (!(symbol.pays[n]! > 0)) problems.push(`${symbol.id} pays nothing for ${n}`);
  }
  const { freeSpins } = config;
  if (!Number.isInteger(freeSpins.trigger) || freeSpins.trigger < 1)
    problems.push('the free-spin trigger is not a count');
  if (!(freeSpins.multiplier > 0)) problems.push('the free-spin multiplier is not positive');
  if (config.bonusBuy && !(config.bonusBuy.price >= 1 && config.bonusBuy.freeSpins >= 1))
    problems.push('the bonus buy sells nothing or costs nothing');
  if (!(config.minBet >= 1 && config.maxBet >= config.minBet))
    problems.push('the bet range is empty');
  return problems;
}
