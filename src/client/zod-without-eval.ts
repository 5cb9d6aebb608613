/**
 * zod 4 probes once whether it may compile parsers with `new Function` (a try/catch, harmless in itself), and
 * under our Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation on every page that
 * validates a form. Its `jitless` setting skips the probe and the compiled parsers. It is set here on the global
 * object zod reads its settings from (what `z.config({ jitless: true })` writes), before any zod module loads
 * and without bringing zod into the first page load; tests/client/zod-without-eval.test.ts proves zod honours it.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

export function zodWithoutEval(target: ZodGlobal = globalThis): void {
  (target.__zod_globalConfig ??= {}).jitless = true;
}

if (typeof window !== 'undefined') zodWithoutEval();
