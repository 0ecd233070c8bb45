// The loader Vite wraps around each lazy import of the browser build, `__vitePreload(() => import('./x.js'), deps)`
// (vite.config.ts swaps it in for Vite's own: about a quarter of its size on every page). `deps` lists the
// stylesheets of the lazy chunk ('assets/x.css'); its scripts load through the browser's module graph.

type Head = Pick<Document, 'querySelector' | 'createElement'> & {
  head: Pick<HTMLElement, 'appendChild'>;
};

const started = new Map<string, Promise<unknown> | undefined>();

/** Starts loading one file of a lazy chunk; for a stylesheet, resolves once it applies (no unstyled flash). */
export function preloadFile(href: string, doc: Head = document): Promise<unknown> | undefined {
  // Already on the page (a server-rendered stylesheet, which React Router may suffix with '#'): nothing to do.
  if (doc.querySelector(`link[href^="${href}"]`)) return undefined;
  const link = doc.createElement('link');
  const css = href.endsWith('.css');
  link.rel = css ? 'stylesheet' : 'modulepreload';
  link.href = href;
  const loaded = css
    ? new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = () => reject(new Error(`Unable to preload CSS for ${href}`));
      })
    : undefined;
  doc.head.appendChild(link);
  return loaded;
}

/** Loads what a lazy module needs beside its scripts (each file once), then the module itself. */
export function __vitePreload<T>(
  load: () => Promise<T>,
  deps?: readonly string[],
  doc?: Head,
): Promise<T> {
  if (!deps || deps.length === 0) return load();
  const files = deps.map((dep) => {
    if (!started.has(dep)) started.set(dep, preloadFile(`/${dep}`, doc));
    return started.get(dep);
  });
  return Promise.all(files).then(() => load());
}

/** Forgets which files were started (tests). */
export function resetPreloads(): void {
  started.clear();
}
