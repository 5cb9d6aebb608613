/**
 * The browser's zod never calls `Function` (no eval under the Content-Security-Policy): with the global setting
 * src/client/zod-without-eval.ts writes, parsing an object schema makes no `Function` call; without it, zod 4
 * probes `Function("")` (the control, so this test would notice zod changing where it reads the setting).
 */
import { describe, expect, it, vi } from 'vitest';
import { zodWithoutEval } from '@/src/client/zod-without-eval';

const original = globalThis.Function;
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

async function functionCallsWhileParsing(): Promise<number> {
  const calls = vi.fn();
  globalThis.Function = new Proxy(original, {
    apply(target, thisArg, args) {
      calls();
      return Reflect.apply(target, thisArg, args);
    },
    construct(target, args) {
      calls();
      return Reflect.construct(target, args);
    },
  });
  try {
    const { z } = await import('zod');
    z.object({ email: z.string(), code: z.string().length(6) }).parse({ email: 'a@b.test', code: '123456' });
  } finally {
    globalThis.Function = original;
  }
  return calls.mock.calls.length;
}

// zod is loaded once (set before its first import, as in the browser) and keeps reading the same settings object.
describe('zod in the browser', () => {
  it('with the setting made before zod loads, parsing calls no Function', async () => {
    zodWithoutEval();
    expect(await functionCallsWhileParsing()).toBe(0);
  });

  it('without it, zod compiles its parsers with Function (the control)', async () => {
    (globalThis as ZodGlobal).__zod_globalConfig!.jitless = false;
    try {
      expect(await functionCallsWhileParsing()).toBeGreaterThan(0);
    } finally {
      zodWithoutEval();
    }
  });
});
