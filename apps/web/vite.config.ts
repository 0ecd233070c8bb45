import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REACT =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
/** The client modules every page starts with: the entry, the root route and the shell layout (all its chunks). */
const EVERY_PAGE_ENTRY = /[\\/]app[\\/](entry\.client\.tsx|root\.tsx|routes[\\/]shell\.tsx)(\?|$)/;
/** The lobby route, the routes under routes/games (catalogue pages, the game page, favourites), the catalogue pages. */
const LOBBY_ENTRY = /[\\/]app[\\/]routes[\\/]lobby\.tsx(\?|$)/;
const GAMES_ENTRY = /[\\/]app[\\/]routes[\\/]games[\\/][\w-]+\.tsx(\?|$)/;
const CATALOGUE_ENTRY =
  /[\\/]app[\\/]routes[\\/]games[\\/](pokies-all|pokies-category|live-all|live-category|slots|category|producer)\.tsx(\?|$)/;
/** What a lobby row loads in the browser for its games (a lazy import of the lobby). */
const LOBBY_ROW_GAMES = /[\\/]app[\\/]features[\\/]games[\\/]row-games\.ts(\?|$)/;

/**
 * The client's static import graph, for the chunk groups below: `reach(entry)` is every module the matching modules
 * import statically, however deep (what a page runs before it hydrates; lazy imports are not followed).
 */
function staticImportGraph(): { plugin: Plugin; reach: (entry: RegExp) => ReadonlySet<string> } {
  const imports = new Map<string, readonly string[]>();
  const reached = new Map<RegExp, Set<string>>();
  const plugin: Plugin = {
    name: 'casino:static-import-graph',
    apply: 'build',
    buildStart() {
      imports.clear();
      reached.clear();
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      reached.clear();
    },
  };
  const reach = (entry: RegExp) => {
    let found = reached.get(entry);
    if (found) return found;
    found = new Set<string>();
    const queue = [...imports.keys()].filter((module) => entry.test(module));
    for (let module = queue.pop(); module !== undefined; module = queue.pop()) {
      if (found.has(module)) continue;
      found.add(module);
      queue.push(...(imports.get(module) ?? []));
    }
    reached.set(entry, found);
    return found;
  };
  return { plugin, reach };
}

const graph = staticImportGraph();
/**
 * 'app': what every page runs before it hydrates (entry, root route, shell), one request and one gzip dictionary.
 * A module only lazy code (a modal, the side menu, the footer, player-only chrome) or some pages use stays out.
 */
const everyPage = (id: string) => graph.reach(EVERY_PAGE_ENTRY).has(id);
/** 'games': what both the lobby and the game pages run (tiles, rows, chips, the random-game card): one chunk. */
const lobbyAndGames = (id: string) =>
  graph.reach(LOBBY_ENTRY).has(id) &&
  graph.reach(GAMES_ENTRY).has(id) &&
  !everyPage(id) &&
  !REACT.test(id);
/** 'catalogue': the rest of what the catalogue pages run (grid, filters, infinite scroll): one chunk. */
const catalogue = (id: string) =>
  graph.reach(CATALOGUE_ENTRY).has(id) &&
  /[\\/]app[\\/]features[\\/]/.test(id) &&
  !everyPage(id) &&
  !lobbyAndGames(id);
/**
 * 'row-games': what a lobby row loads for its games (the request and the games page check, which the catalogue pages
 * share): a small chunk of its own, so that the lobby does not download the catalogue chunk with it.
 */
const rowGames = (id: string) =>
  graph.reach(LOBBY_ROW_GAMES).has(id) &&
  /[\\/]app[\\/]features[\\/]/.test(id) &&
  !everyPage(id) &&
  !lobbyAndGames(id);

/**
 * react-router's production build in the browser bundle: the package's export conditions always name its
 * development build, whose warnings and messages are dead weight in production. Only the client build is switched;
 * the server loads the package from node_modules as @react-router/node does, so both sides share one copy there.
 * Its remaining console warnings (`warning(...)`, `warnOnce(...)`: misuse hints with long messages) are marked pure,
 * so the minifier drops them with their text: ~1.5 KB gzip of every page.
 */
const REACT_ROUTER_PRODUCTION = `${realpathSync(fileURLToPath(new URL('../../node_modules/react-router/dist/production', import.meta.url)))}/`;
const WARNING_CALL = /(?<![\w.]|function )\b(warning|warningOnce|warnOnce)\(/g;
const reactRouterProduction: Plugin = {
  name: 'casino:react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId(id) {
    if (this.environment.name !== 'client') return null;
    if (id === 'react-router') return `${REACT_ROUTER_PRODUCTION}index.mjs`;
    if (id === 'react-router/dom') return `${REACT_ROUTER_PRODUCTION}dom-export.mjs`;
    return null;
  },
  transform(code, id) {
    if (this.environment.name !== 'client' || !id.startsWith(REACT_ROUTER_PRODUCTION)) return null;
    return { code: code.replace(WARNING_CALL, '/* @__PURE__ */ $1('), map: null };
  },
};

/**
 * Vite's loader around lazy imports (the `__vitePreload` helper module) is replaced by app/lib/lazy-preload.ts:
 * this app needs none of what makes Vite's large (a relative base, CSP nonces, a 'vite:preloadError' event).
 */
const LAZY_PRELOAD = fileURLToPath(new URL('./app/lib/lazy-preload.ts', import.meta.url));
const lazyPreload: Plugin = {
  name: 'casino:lazy-preload',
  apply: 'build',
  transform: {
    filter: { id: /^\0vite\/preload-helper\.js$/ },
    handler: () => ({
      code: `export { __vitePreload } from ${JSON.stringify(LAZY_PRELOAD)};`,
      map: null,
    }),
  },
};

export default defineConfig({
  plugins: [reactRouterProduction, lazyPreload, reactRouter(), graph.plugin],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    target: 'es2022',
    cssMinify: true,
    assetsInlineLimit: 0,
    // A lazy import waits only for its chunk's stylesheets; the chunk's own imports load through the browser's module
    // graph. Listing every chunk each lazy import might need (Vite's default) put ~0.8 KB gzip of file names into
    // every page, for modals and menus most visits never open.
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT, priority: 2 },
            { name: 'app', test: everyPage, priority: 1 },
            { name: 'games', test: lobbyAndGames, priority: 0 },
            { name: 'row-games', test: rowGames, priority: 1 },
            { name: 'catalogue', test: catalogue, priority: 0 },
          ],
        },
      },
    },
  },
  server: { hmr: { port: 24678 } },
});
