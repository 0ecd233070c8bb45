// Bundles the server (and the workspace packages it imports) into dist/main.js; npm dependencies stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: {},
  plugins: [
    {
      name: 'bundle-workspace-packages',
      setup(b) {
        b.onResolve({ filter: /^@casino\// }, (args) => ({
          path: new URL(
            `../../packages/${args.path.slice(8).replace(/\/(.*)$/, '/src/$1')}.ts`,
            import.meta.url,
          ).pathname,
        }));
      },
    },
  ],
  logLevel: 'warning',
});
