import type { GameEngine } from '@casino/games/engine';

// Every engine registration module of packages/games (`<engine>/<engine>-engine.ts`), each its own chunk: the verify
// page loads only the engine of the round it checks, and only on that page. New engines are picked up as they land.
const ENGINE_MODULES = import.meta.glob<Record<string, unknown>>(
  '../../../../../packages/games/src/*/*-engine.ts',
);

function isEngine(value: unknown): value is GameEngine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    'machine' in value &&
    'parseParams' in value
  );
}

/** The module's base name: `dice` of `.../dice/dice-engine.ts`. */
const baseOf = (path: string): string => /\/([a-z]+)-engine\.ts$/.exec(path)?.[1] ?? '';

/** The engine called `name` (its module may be plural: engine `slot` in `slots/slots-engine.ts`), loaded now; null
 * when packages/games has none of that name. */
export async function loadEngine(name: string): Promise<GameEngine | null> {
  const path = Object.keys(ENGINE_MODULES).find((candidate) =>
    [name, `${name}s`].includes(baseOf(candidate)),
  );
  const load = path ? ENGINE_MODULES[path] : undefined;
  if (!load) return null;
  const module = await load();
  return (
    Object.values(module).find(
      (value): value is GameEngine => isEngine(value) && value.name === name,
    ) ?? null
  );
}
