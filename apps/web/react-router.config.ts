import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // The whole route manifest (~30 routes, ~2 KB gzip) comes with the first page. Lazy discovery instead watched
  // every link added to the page and fetched /__manifest for new paths (each tile's /play/... link); each answer
  // re-rendered the whole app, hundreds of tiles included: long main-thread tasks on the lobby.
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
