import type { RouterContextProvider } from 'react-router';

// The guard middleware and the root loader of one request both need the player: load it once.
const memos = new WeakMap<Readonly<RouterContextProvider>, Map<string, Promise<unknown>>>();

/** Runs `load` once per request (keyed by the request's router context) and name. */
export function perRequest<T>(
  context: Readonly<RouterContextProvider>,
  name: string,
  load: () => Promise<T>,
): Promise<T> {
  let memo = memos.get(context);
  if (!memo) memos.set(context, (memo = new Map()));
  let value = memo.get(name) as Promise<T> | undefined;
  if (!value) memo.set(name, (value = load()));
  return value;
}
