import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// The code every page needs (the root's chrome and libraries) goes into one chunk: one request and one gzip
// dictionary instead of twenty tiny files. Modules only lazy chunks use are left out so they stay lazy.
const LAZY_ONLY =
  /\/(lib\/player|features\/chrome\/player)\/|\/lib\/api\.ts$|\/(side-menu|feature-flags|route-modal|modal|fields|tabs|skeleton|progress-bar)\.tsx?$|\/chrome\/(footer(-parts|-providers|-icons)?|au-confirmation(-card)?|language-picker|local-time)\.tsx?$|\.server\.ts$/;
const REACT = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)\//;
const FIRST_PAGE = /\/apps\/web\/app\/(lib|ui|features\/chrome)\//;

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    target: 'es2022',
    cssMinify: true,
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT, priority: 2 },
            { name: 'app', test: (id: string) => FIRST_PAGE.test(id) && !LAZY_ONLY.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: { hmr: { port: 24678 } },
});
