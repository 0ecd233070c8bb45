import { betRangeOf, field, firstNumber, numberAt, stringAt } from '../config-read';
import { isObject } from '../studio-session';

/** Plinko: a ball falls through `rows` rows of pegs, left or right at each, into one of rows + 1 bins. */
export interface PlinkoConfig {
  minBet: number;
  maxBet: number;
  rowOptions: number[];
  risks: string[];
  /** Hundredths per bin (rows + 1 of them), by risk then rows. */
  table: Map<string, Map<number, number[]>>;
}

export interface PlinkoView {
  rows: number;
  risk: string;
  /** 1 for right, 0 for left, one per row. */
  path: number[];
  bin: number;
  multiplier: number;
}

const numbers = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'number') ? value : null;

/**
 * Reads the multiplier tables in either shape an engine may state them: `{risk: {rows: [..]}}` under
 * `multipliers`/`paytables`, or a list of `{risk, rows, multipliers}`.
 */
function readTable(config: unknown): Map<string, Map<number, number[]>> {
  const table = new Map<string, Map<number, number[]>>();
  const put = (risk: string, rows: number, bins: number[]) => {
    if (bins.length !== rows + 1) return;
    const byRows = table.get(risk) ?? new Map<number, number[]>();
    byRows.set(rows, bins);
    table.set(risk, byRows);
  };
  for (const key of ['multipliers', 'paytables', 'tables', 'payouts']) {
    const value = field(config, key);
    if (Array.isArray(value)) {
      for (const entry of value) {
        const bins = numbers(field(entry, 'multipliers')) ?? numbers(field(entry, 'bins'));
        if (bins)
          put(stringAt(entry, 'risk', 'medium'), numberAt(entry, 'rows', bins.length - 1), bins);
      }
    } else if (isObject(value)) {
      for (const [risk, byRows] of Object.entries(value)) {
        // The engine's own shape: paytables[risk][rows - 8][bin], each table rows + 1 bins long.
        if (Array.isArray(byRows)) {
          for (const bins of byRows) {
            const list = numbers(bins);
            if (list) put(risk, list.length - 1, list);
          }
          continue;
        }
        if (!isObject(byRows)) continue;
        for (const [rows, bins] of Object.entries(byRows)) {
          const list = numbers(bins);
          if (list) put(risk, Number(rows), list);
        }
      }
    }
  }
  return table;
}

const RISK_ORDER = ['low', 'medium', 'high'];

export function readPlinkoConfig(config: unknown): PlinkoConfig {
  const { min, max } = betRangeOf(config);
  const table = readTable(config);
  const risks = [...table.keys()].sort(
    (a, b) => (RISK_ORDER.indexOf(a) + 1 || 99) - (RISK_ORDER.indexOf(b) + 1 || 99),
  );
  const rowSet = new Set<number>();
  for (const byRows of table.values()) for (const rows of byRows.keys()) rowSet.add(rows);
  return { minBet: min, maxBet: max, rowOptions: [...rowSet].sort((a, b) => a - b), risks, table };
}

export function plinkoBins(config: PlinkoConfig, risk: string, rows: number): number[] {
  return config.table.get(risk)?.get(rows) ?? [];
}

/** One decision as 1 (right) or 0 (left), from the spellings an engine may use. */
function direction(step: unknown): number | null {
  if (step === 1 || step === true || step === 'R' || step === 'r' || step === 'right') return 1;
  if (step === 0 || step === false || step === 'L' || step === 'l' || step === 'left') return 0;
  return null;
}

export function readPlinkoState(state: unknown): PlinkoView | null {
  const params = field(state, 'params');
  const raw = field(state, 'path') ?? field(state, 'directions') ?? field(state, 'moves');
  const steps = typeof raw === 'string' ? [...raw] : Array.isArray(raw) ? raw : [];
  const path = steps.map(direction);
  if (path.length === 0 || path.some((step) => step === null)) return null;
  const decided = path as number[];
  const rights = decided.reduce((sum, step) => sum + step, 0);
  return {
    rows: firstNumber(params, ['rows'], decided.length),
    risk: stringAt(params, 'risk', 'medium'),
    path: decided,
    bin: firstNumber(state, ['bin', 'slot', 'bucket'], rights),
    multiplier: numberAt(state, 'multiplier', 0),
  };
}

/** The ball's horizontal place after `steps` decisions, in peg spacings from the centre (-rows/2 .. rows/2). */
export function ballOffset(path: readonly number[], steps: number): number {
  let offset = 0;
  for (let i = 0; i < Math.min(steps, path.length); i++) offset += path[i] === 1 ? 0.5 : -0.5;
  return offset;
}
