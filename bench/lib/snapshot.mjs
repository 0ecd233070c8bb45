// A private copy of the build, so that another `npm run build` in the shared tree cannot pull files from under the
// server or the first-page figures mid-run. It sits under bench/results (gitignored) so that the bundles still
// resolve their npm dependencies from the repository's node_modules.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.mjs';

export function snapshotBuild() {
  const serverDist = path.join(ROOT, 'apps/server/dist');
  const webBuild = path.join(ROOT, 'apps/web/build');
  for (const file of [
    path.join(serverDist, 'main.js'),
    path.join(webBuild, 'server/index.js'),
    path.join(webBuild, 'client/assets'),
  ]) {
    if (!existsSync(file))
      throw new Error(
        `${path.relative(ROOT, file)} is missing: run npm run build (npm run bench does)`,
      );
  }
  const resultsDir = path.join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const dir = mkdtempSync(path.join(resultsDir, 'build-'));
  cpSync(serverDist, path.join(dir, 'server-dist'), { recursive: true });
  cpSync(webBuild, path.join(dir, 'web-build'), { recursive: true });
  return {
    dir,
    serverEntry: path.join(dir, 'server-dist/main.js'),
    webBuildDir: path.join(dir, 'web-build'),
    clientDir: path.join(dir, 'web-build/client'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
