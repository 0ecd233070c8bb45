import { describe, expect, test } from 'vitest';
import { LruCache } from './lru-cache.ts';
import { dataChanged, dataGeneration } from './data-generation.ts';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('LruCache', () => {
  test('keeps at most maxEntries: the least recently used entry leaves first', () => {
    const time = clock();
    const cache = new LruCache<string, number>({ maxEntries: 2, ttlMs: 60_000, now: time.now });
    cache.set('a', 1);
    cache.set('b', 2);
    time.advance(2_000);
    expect(cache.get('a')).toBe(1); // a is now more recent than b
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.count).toBe(2);
  });

  test('no entry outlives its time to live', () => {
    const time = clock();
    const cache = new LruCache<string, string>({ maxEntries: 10, ttlMs: 5_000, now: time.now });
    cache.set('page', 'html');
    time.advance(4_999);
    expect(cache.get('page')).toBe('html');
    time.advance(1);
    expect(cache.get('page')).toBeUndefined();
    expect(cache.count).toBe(0);
  });

  test('a per-entry time to live overrides the default', () => {
    const time = clock();
    const cache = new LruCache<string, string>({ maxEntries: 10, ttlMs: 60_000, now: time.now });
    cache.set('short', 'x', 100);
    time.advance(100);
    expect(cache.get('short')).toBeUndefined();
  });

  test('keeps the total size under maxSize and never stores an entry larger than it', () => {
    const cache = new LruCache<string, Buffer>({
      maxEntries: 100,
      ttlMs: 60_000,
      maxSize: 100,
      sizeOf: (b) => b.length,
    });
    cache.set('a', Buffer.alloc(40));
    cache.set('b', Buffer.alloc(40));
    cache.set('c', Buffer.alloc(40));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(80);
    expect(cache.set('huge', Buffer.alloc(101))).toBe(false);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(80);
  });

  test('replacing, deleting and clearing keep the size right', () => {
    const cache = new LruCache<string, Buffer>({
      maxEntries: 100,
      ttlMs: 60_000,
      maxSize: 1_000,
      sizeOf: (b) => b.length,
    });
    cache.set('a', Buffer.alloc(10));
    cache.set('a', Buffer.alloc(30));
    expect(cache.size).toBe(30);
    expect(cache.delete('a')).toBe(true);
    expect(cache.size).toBe(0);
    cache.set('b', Buffer.alloc(5));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.count).toBe(0);
  });

  test('refuses limits that would hold nothing', () => {
    expect(() => new LruCache({ maxEntries: 0, ttlMs: 1 })).toThrow();
    expect(() => new LruCache({ maxEntries: 1, ttlMs: 0 })).toThrow();
  });
});

describe('data generations', () => {
  test('count the changes of one data set of one database, and nothing else', () => {
    const db = {};
    const other = {};
    expect(dataGeneration(db, 'catalogue')).toBe(0);
    dataChanged(db, 'catalogue');
    dataChanged(db, 'catalogue');
    expect(dataGeneration(db, 'catalogue')).toBe(2);
    expect(dataGeneration(db, 'cms')).toBe(0);
    expect(dataGeneration(other, 'catalogue')).toBe(0);
  });
});
