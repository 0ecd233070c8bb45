// Web Storage that never throws: private modes, full quotas and server renders all read as "nothing stored".

type Area = 'localStorage' | 'sessionStorage';

function area(name: Area): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

function read(name: Area, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(name: Area, key: string, value: string | null): void {
  try {
    const storage = area(name);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value simply is not kept.
  }
}

export const readLocal = (key: string) => read('localStorage', key);
export const writeLocal = (key: string, value: string | null) => write('localStorage', key, value);
export const readSession = (key: string) => read('sessionStorage', key);
export const writeSession = (key: string, value: string | null) =>
  write('sessionStorage', key, value);

/** Parses stored JSON; anything unparsable reads as null so callers fall back to defaults. */
export function readLocalJson(key: string): unknown {
  const text = readLocal(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
