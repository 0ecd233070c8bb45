import type { CompiledSlot } from './slot-compiled.ts';

/** A paying line: `count` of `symbol` from the leftmost reel, paying `pay` hundredths of the stake. */
export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  pay: number;
}

/** A paying symbol in ways mode: `ways` combinations of `count` reels, each paying the symbol's pay. */
export interface WayWin {
  symbol: string;
  count: number;
  ways: number;
  pay: number;
}

export interface ScatterWin {
  count: number;
  pay: number;
  freeSpins: number;
}

/** What one window pays before any free-spin multiplier, in hundredths of the stake. */
export interface WindowPay {
  lines: LineWin[];
  ways: WayWin[];
  scatter: ScatterWin | null;
  total: number;
  freeSpins: number;
}

/**
 * The best combination of one line, left to right only: each symbol's run from the leftmost reel counts the wilds
 * as that symbol, a run of wilds also pays as wild, and the line pays its highest combination only. A run of leading
 * wilds is thus a run of every symbol; after them the first other symbol is the only one whose run goes on.
 */
export function payLine(
  slot: CompiledSlot,
  window: readonly (readonly number[])[],
  rows: readonly number[],
): { symbol: number; count: number; pay: number } | null {
  const { reels, wild, pays, kinds } = slot;
  let w = 0;
  while (w < reels && window[w]![rows[w]!] === wild) w++;
  let best = leadingWildsPay(slot, w);
  if (w === reels) return best;
  const x = window[w]![rows[w]!]!;
  if (kinds[x] !== 'regular') return best;
  let n = w + 1;
  while (n < reels) {
    const cell = window[n]![rows[n]!];
    if (cell !== x && cell !== wild) break;
    n++;
  }
  const pay = pays[x]![n]!;
  if (pay > 0 && pay >= (best?.pay ?? 0)) best = { symbol: x, count: n, pay };
  return best;
}

/** The best pay of `w` leading wilds on their own: as wild, or as any regular symbol they stand for. */
export function leadingWildsPay(
  slot: CompiledSlot,
  w: number,
): { symbol: number; count: number; pay: number } | null {
  if (w === 0) return null;
  let best: { symbol: number; count: number; pay: number } | null = null;
  for (const s of [slot.wild, ...slot.regular]) {
    const pay = slot.pays[s]![w]!;
    if (pay > 0 && pay > (best?.pay ?? 0)) best = { symbol: s, count: w, pay };
  }
  return best;
}

function payLines(slot: CompiledSlot, window: readonly (readonly number[])[], result: WindowPay) {
  if (slot.config.mode.type !== 'lines') return;
  const { lines } = slot.config.mode;
  for (let l = 0; l < lines.length; l++) {
    const won = payLine(slot, window, lines[l]!);
    if (!won) continue;
    result.lines.push({ line: l, symbol: slot.ids[won.symbol]!, count: won.count, pay: won.pay });
    result.total += won.pay;
  }
}

/** Ways: per regular symbol, the reels from the left showing it or a wild; the ways are the product of the counts. */
function payWays(slot: CompiledSlot, window: readonly (readonly number[])[], result: WindowPay) {
  const { reels, wild, pays, regular } = slot;
  for (const x of regular) {
    let ways = 1;
    let n = 0;
    for (; n < reels; n++) {
      let matching = 0;
      for (const cell of window[n]!) if (cell === x || cell === wild) matching++;
      if (matching === 0) break;
      ways *= matching;
    }
    const pay = pays[x]![n]!;
    if (pay === 0) continue;
    result.ways.push({ symbol: slot.ids[x]!, count: n, ways, pay: pay * ways });
    result.total += pay * ways;
  }
}

function payScatter(slot: CompiledSlot, window: readonly (readonly number[])[], result: WindowPay) {
  if (slot.scatter < 0) return;
  let count = 0;
  for (const reel of window) for (const cell of reel) if (cell === slot.scatter) count++;
  const pay = slot.pays[slot.scatter]![count] ?? 0;
  const freeSpins = slot.freeSpinsAwarded[count] ?? 0;
  if (pay === 0 && freeSpins === 0) return;
  result.scatter = { count, pay, freeSpins };
  result.total += pay;
  result.freeSpins = freeSpins;
}

/** Everything one window pays: lines or ways, and the scatters anywhere. */
export function payWindow(slot: CompiledSlot, window: readonly (readonly number[])[]): WindowPay {
  const result: WindowPay = { lines: [], ways: [], scatter: null, total: 0, freeSpins: 0 };
  if (slot.config.mode.type === 'lines') payLines(slot, window, result);
  else payWays(slot, window, result);
  payScatter(slot, window, result);
  return result;
}
