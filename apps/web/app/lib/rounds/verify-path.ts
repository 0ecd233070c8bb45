/** The verify page for one studio round: it loads the round's seeds and inputs itself. */
export function verifyPath(roundId: string): string {
  return `/verify?round=${encodeURIComponent(roundId)}`;
}
