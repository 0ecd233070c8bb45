/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it once: under the page's
 * Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation. Zod keeps its settings on
 * `globalThis.__zod_globalConfig` (shared by every copy of the library), so setting `jitless` there before zod loads
 * turns both off without bringing zod into the first page's code.
 */
export function turnOffZodEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
