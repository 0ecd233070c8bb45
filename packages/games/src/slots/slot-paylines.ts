/**
 * `count` distinct paylines over `reels` reels of `rows` rows, the familiar ones first: straight rows (middle out),
 * then paths by their largest step between neighbouring reels, their number of changes of row, then their rows.
 */
export function paylinesFor(count: number, reels: number, rows: number): number[][] {
  const key = `${reels}x${rows}`;
  const ordered = orderedPaths.get(key) ?? orderPaths(reels, rows);
  orderedPaths.set(key, ordered);
  if (count > ordered.length)
    throw new Error(`${count} lines do not fit ${reels} reels of ${rows} rows`);
  return ordered.slice(0, count).map((path) => [...path]);
}

const orderedPaths = new Map<string, readonly (readonly number[])[]>();

function orderPaths(reels: number, rows: number): number[][] {
  const paths: number[][] = [];
  const total = rows ** reels;
  for (let code = 0; code < total; code++) {
    const path: number[] = [];
    for (let r = 0, rest = code; r < reels; r++, rest = Math.floor(rest / rows))
      path.push(rest % rows);
    paths.push(path);
  }
  const middle = (rows - 1) / 2;
  const shape = (path: number[]) => {
    let largest = 0;
    let changes = 0;
    for (let r = 1; r < path.length; r++) {
      const step = Math.abs(path[r]! - path[r - 1]!);
      largest = Math.max(largest, step);
      if (step > 0) changes++;
    }
    return [largest, changes, Math.abs(path[0]! - middle), ...path];
  };
  const keyed = paths.map((path) => ({ path, key: shape(path) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
    return 0;
  });
  return keyed.map((k) => k.path);
}
