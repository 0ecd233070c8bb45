import './round-state.css';

/** One value of a round's public state as short text: numbers and words as they are, lists and objects as JSON. */
export function stateValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  const json = JSON.stringify(value);
  return json.length > 160 ? `${json.slice(0, 157)}...` : json;
}

/**
 * A round's outcome drawn as text from its public state (every engine's state is a plain JSON object: the dice roll,
 * the reels, the cards): one row per top-level entry. The studio's frame draws it as the game; this is the recall.
 */
export function RoundState({ state, label }: { state: unknown; label: string }) {
  const entries =
    state && typeof state === 'object' && !Array.isArray(state)
      ? Object.entries(state)
      : [['state', state] as const];
  return (
    <dl className="round-state" aria-label={label}>
      {entries.map(([key, value]) => (
        <div key={key} className="round-state__row">
          <dt>{key}</dt>
          <dd>
            <code>{stateValueText(value)}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
