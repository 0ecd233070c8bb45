import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

// Tiles name their provider (spec 02 section 3: Provider id, slug, name). Catalogue pages load the list with
// their data and pass it down; a tile rendered elsewhere (the search popup) asks GET /api/games/providers once.

type Names = ReadonlyMap<string, string>;

const ProviderNamesContext = createContext<Names | null>(null);

let loaded: Names = new Map();
let requested = false;
const listeners = new Set<() => void>();

function remember(names: Names): void {
  if ([...names].every(([slug, name]) => loaded.get(slug) === name)) return;
  loaded = new Map([...loaded, ...names]);
  for (const listener of listeners) listener();
}

async function requestNames(): Promise<void> {
  if (requested) return;
  requested = true;
  try {
    // Only tiles outside a catalogue page (the search popup) ask: the request's code loads with the first of them.
    const { fetchProviderNames } = await import('~/features/games/provider-names-request');
    remember(await fetchProviderNames());
  } catch {
    requested = false;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** 'red-lantern' -> 'Red Lantern': shown only until the real name is known. */
export function providerNameFallback(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}

/** Gives the tiles below the provider names a page already loaded. */
export function ProviderNamesProvider({
  providers,
  children,
}: {
  providers: readonly { id: string; title: string }[];
  children: ReactNode;
}) {
  const names = useMemo(
    () => new Map(providers.map((provider) => [provider.id, provider.title])),
    [providers],
  );
  useEffect(() => remember(names), [names]);
  return <ProviderNamesContext.Provider value={names}>{children}</ProviderNamesContext.Provider>;
}

/** The display name of a provider slug. */
export function useProviderName(slug: string): string {
  const fromPage = useContext(ProviderNamesContext);
  const fetched = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
  const name = fromPage?.get(slug) ?? fetched.get(slug);
  useEffect(() => {
    if (name === undefined) void requestNames();
  }, [name]);
  return name ?? providerNameFallback(slug);
}
