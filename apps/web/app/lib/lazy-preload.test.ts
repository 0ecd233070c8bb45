import { afterEach, describe, expect, test } from 'vitest';
import { __vitePreload, resetPreloads } from '~/lib/lazy-preload';

// The loader around lazy imports (vite.config.ts): a lazy module's stylesheet is linked once and waited for, a file
// already on the page is not linked again, and the module loads after its stylesheet.

interface FakeLink {
  rel: string;
  href: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

function fakeDocument(existing: string[] = []) {
  const added: FakeLink[] = [];
  const doc = {
    querySelector: (selector: string) => {
      const prefix = /\^="([^"]+)"/.exec(selector)?.[1] ?? '';
      return existing.some((href) => href.startsWith(prefix)) ||
        added.some((link) => link.href.startsWith(prefix))
        ? ({} as Element)
        : null;
    },
    createElement: () =>
      ({ rel: '', href: '', onload: null, onerror: null }) as unknown as HTMLLinkElement,
    head: { appendChild: (link: FakeLink) => added.push(link) },
  };
  return { doc: doc as unknown as Parameters<typeof __vitePreload>[2] & object, added };
}

afterEach(() => resetPreloads());

describe('lazy import loader', () => {
  test('without files to wait for, the module loads at once', async () => {
    const { doc, added } = fakeDocument();
    await expect(__vitePreload(async () => 'module', [], doc)).resolves.toBe('module');
    expect(added).toEqual([]);
  });

  test('a stylesheet is linked and the module waits until it has loaded', async () => {
    const { doc, added } = fakeDocument();
    let loaded = false;
    const result = __vitePreload(
      async () => {
        loaded = true;
        return 'modal';
      },
      ['assets/auth.css'],
      doc,
    );
    await Promise.resolve();
    expect(added.map((link) => [link.rel, link.href])).toEqual([
      ['stylesheet', '/assets/auth.css'],
    ]);
    expect(loaded).toBe(false);
    added[0]?.onload?.();
    await expect(result).resolves.toBe('modal');
  });

  test('a stylesheet the page already has (server-rendered, maybe with a # suffix) is not linked twice', async () => {
    const { doc, added } = fakeDocument(['/assets/games.css#']);
    await expect(__vitePreload(async () => 'search', ['assets/games.css'], doc)).resolves.toBe(
      'search',
    );
    expect(added).toEqual([]);
  });

  test('each file is linked once, however many lazy modules need it', async () => {
    const { doc, added } = fakeDocument();
    const first = __vitePreload(async () => 1, ['assets/search.css'], doc);
    const second = __vitePreload(async () => 2, ['assets/search.css'], doc);
    expect(added).toHaveLength(1);
    added[0]?.onload?.();
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
  });

  test('a stylesheet that fails to load fails the lazy import', async () => {
    const { doc, added } = fakeDocument();
    const result = __vitePreload(async () => 'never', ['assets/broken.css'], doc);
    added[0]?.onerror?.();
    await expect(result).rejects.toThrow('Unable to preload CSS for /assets/broken.css');
  });
});
