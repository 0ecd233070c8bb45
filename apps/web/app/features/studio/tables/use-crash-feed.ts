import { useEffect, useState } from 'react';
import { readCrashFeed, type CrashFeed } from './crash-curve';

const POLL_MS = 500;

/** Polls the shared crash round of a table every half second; keeps the last good answer through network blips. */
export function useCrashFeed(identifier: string): { feed: CrashFeed | null; offline: boolean } {
  const [feed, setFeed] = useState<CrashFeed | null>(null);
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const poll = async () => {
      try {
        const response = await fetch(`/studio/api/crash/${encodeURIComponent(identifier)}`, {
          headers: { accept: 'application/json' },
          signal: controller.signal,
        });
        const body: unknown = response.ok ? await response.json() : null;
        const next = readCrashFeed(body, Date.now());
        if (live) {
          setOffline(next === null);
          if (next) setFeed(next);
        }
      } catch {
        if (live) setOffline(true);
      }
      if (live) timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      live = false;
      controller.abort();
      clearTimeout(timer);
    };
  }, [identifier]);
  return { feed, offline };
}
