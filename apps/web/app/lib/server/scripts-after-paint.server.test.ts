import { describe, expect, test } from 'vitest';
import { runInNewContext } from 'node:vm';
import { bootstrapScript, scriptsAfterPaint } from '~/lib/server/scripts-after-paint.server';

// A document as React Router writes it: preload links in the head, the module script at the end of the body.
const CODE =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport("/assets/entry.client-3.js");';
const DOCUMENT = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/>',
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><main><p>Welcome — 欢迎</p></main>',
  '<script>window.__reactRouterContext = {"a":1};</script>',
  `<script type="module" async="">${CODE}</script></body></html>`,
].join('');

async function transform(chunks: Buffer[], nonce?: string): Promise<string> {
  const stream = scriptsAfterPaint(nonce);
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

/** The document cut into pieces of `size` bytes (cuts fall inside tags and inside multi-byte characters). */
const cut = (text: string, size: number): Buffer[] => {
  const bytes = Buffer.from(text);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return pieces;
};

describe('scripts after the first paint', () => {
  test('takes the preload links out and starts the same module script from a classic one', async () => {
    const html = await transform([Buffer.from(DOCUMENT)]);
    expect(html).not.toContain('modulepreload" href');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {"a":1};</script>');
    expect(html).toContain(
      bootstrapScript(['/assets/manifest-1.js', '/assets/entry.client-3.js'], CODE),
    );
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  test.each([1, 2, 3, 7, 13, 31, 64])(
    'gives the same document whatever the chunks (%i bytes each)',
    async (size) => {
      expect(await transform(cut(DOCUMENT, size))).toBe(await transform([Buffer.from(DOCUMENT)]));
    },
  );

  test('with a CSP nonce, the nonced module script is found and the bootstrap carries the nonce', async () => {
    const nonce = '0f3a9c2b7d1e4f5a6b7c8d9e0f1a2b3c';
    const nonced = DOCUMENT.replace(
      '<script type="module"',
      `<script nonce="${nonce}" type="module"`,
    );
    for (const size of [3, 64, nonced.length]) {
      const html = await transform(cut(nonced, size), nonce);
      expect(html).not.toContain(`<script nonce="${nonce}" type="module"`);
      expect(html).not.toContain('modulepreload" href');
      expect(html).toContain(`<script nonce="${nonce}">(function(h,c){`);
      expect(html).toContain(
        bootstrapScript(['/assets/manifest-1.js', '/assets/entry.client-3.js'], CODE, nonce),
      );
    }
  });

  test('a document without them passes through unchanged', async () => {
    const plain =
      '<!DOCTYPE html><html><body><p>a < b, <link rel="icon" href="/favicon.svg"/></p></body></html>';
    expect(await transform(cut(plain, 5))).toBe(plain);
  });

  test('an unfinished construct at the end of the document is written as it came', async () => {
    expect(
      await transform([Buffer.from('<p>x</p><script type="module" async="">import "/a.js"')]),
    ).toBe('<p>x</p><script type="module" async="">import "/a.js"');
  });

  test('the bootstrap adds the preload links, then the module script, after a frame has been painted', () => {
    const appended: {
      tag: string;
      rel?: string;
      href?: string;
      type?: string;
      textContent?: string;
    }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const element = (tag: string) => ({ tag });
    const document = {
      visibilityState: 'visible',
      addEventListener: () => undefined,
      createElement: element,
      head: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
      body: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
    };
    const script = bootstrapScript(['/a.js', '/b.js'], 'import("/a.js") // </script> stays inside');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    runInNewContext(script.replace(/^<script>|<\/script>$/g, ''), {
      document,
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void) => timers.push(run),
    });
    expect(appended).toEqual([]);
    frames.forEach((run) => run());
    expect(appended).toEqual([]);
    timers.forEach((run) => run());
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/a.js' },
      { tag: 'link', rel: 'modulepreload', href: '/b.js' },
      { tag: 'script', type: 'module', textContent: 'import("/a.js") // </script> stays inside' },
    ]);
  });

  test('a hidden tab, which draws no frames, starts at once', () => {
    const appended: unknown[] = [];
    const document = {
      visibilityState: 'hidden',
      addEventListener: () => undefined,
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (node: unknown) => appended.push(node) },
      body: { appendChild: (node: unknown) => appended.push(node) },
    };
    runInNewContext(bootstrapScript(['/a.js'], 'x').replace(/^<script>|<\/script>$/g, ''), {
      document,
      requestAnimationFrame: () => undefined,
      setTimeout: () => undefined,
    });
    expect(appended).toHaveLength(2);
  });
});
