import { useSyncExternalStore } from 'react';
import {
  FEATURE_FLAGS_STORAGE_KEY,
  defaultFeatureFlags,
  parseFeatureFlags,
  type FeatureFlagKey,
  type FeatureFlags,
} from '@casino/domain/feature-flags';
import { readLocal, writeLocal } from '~/lib/local-storage';

// Feature flags of spec 01 section 6 in localStorage, shared by every tab (the storage event) and this one (listeners).

const listeners = new Set<() => void>();
let snapshot: FeatureFlags | null = null;
const serverFlags = defaultFeatureFlags();

function read(): FeatureFlags {
  snapshot ??= parseFeatureFlags(readLocal(FEATURE_FLAGS_STORAGE_KEY));
  return snapshot;
}

function notify(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === FEATURE_FLAGS_STORAGE_KEY && notify();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores the flags (the /ffc screen); `null` resets every flag to its default. */
export function saveFeatureFlags(flags: FeatureFlags | null): void {
  writeLocal(FEATURE_FLAGS_STORAGE_KEY, flags ? JSON.stringify(flags) : null);
  notify();
}

/** All flags; the server render sees the defaults. */
export function useFeatureFlags(): FeatureFlags {
  return useSyncExternalStore(subscribe, read, () => serverFlags);
}

/** One flag, e.g. useFeatureFlag('compPoints'). */
export function useFeatureFlag(key: FeatureFlagKey): boolean {
  return useFeatureFlags()[key];
}
