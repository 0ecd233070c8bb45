import { expect, test } from 'vitest';
import { turnOffZodEval } from '~/lib/zod-without-eval';

test("zod in the browser compiles no parser with eval (the page's CSP forbids it)", async () => {
  turnOffZodEval();
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  const original = globalThis.Function;
  let evals = 0;
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      evals += 1;
      return Reflect.construct(target, args);
    },
  });
  try {
    const schema = z.object({ a: z.string(), b: z.number() });
    expect(schema.parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
  } finally {
    globalThis.Function = original;
  }
  expect(evals).toBe(0);
});
