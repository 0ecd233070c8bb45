/**
 * The title shown `elapsedMs` after the tab was hidden (spec 01 section 4: rotates while hidden, start delay 0,
 * then every `delayMs`): the alternatives in turn, starting with the first right away.
 */
export function rotatedTitle(
  alternatives: readonly string[],
  elapsedMs: number,
  delayMs: number,
): string | null {
  if (alternatives.length === 0) return null;
  const step = Math.floor(Math.max(0, elapsedMs) / delayMs);
  return alternatives[step % alternatives.length] ?? null;
}
