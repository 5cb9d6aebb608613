/**
 * `npm run codegen` and its check (scripts/codegen.ts, run by `npm run lint`): the generated types and documents on
 * disk are what the generator writes from the `.graphql` files and the server's schema, formatted; a changed, missing
 * or orphaned file is reported as stale.
 */
import { describe, expect, it } from 'vitest';
import { expectedFiles, generatedOnDisk, isFresh, staleness } from '@/scripts/codegen';

const ROOT = process.cwd();

describe('codegen staleness', () => {
  it('finds a changed, a missing and an orphaned generated file', () => {
    const expected = new Map([
      ['src/a.generated.ts', 'A'],
      ['src/b.generated.ts', 'B'],
      ['src/c.generated.ts', 'C'],
    ]);
    const onDisk = new Map([
      ['src/a.generated.ts', 'A'],
      ['src/b.generated.ts', 'B, edited by hand'],
      ['src/gone.generated.ts', 'from a deleted .graphql'],
    ]);
    const stale = staleness(expected, onDisk);
    expect(stale).toEqual({
      missing: ['src/c.generated.ts'],
      changed: ['src/b.generated.ts'],
      orphaned: ['src/gone.generated.ts'],
    });
    expect(isFresh(stale)).toBe(false);
    expect(isFresh(staleness(expected, new Map(expected)))).toBe(true);
  });

  it('the generated files in the repository are fresh, one beside each .graphql', async () => {
    const expected = await expectedFiles(ROOT);
    expect(staleness(expected, generatedOnDisk(ROOT))).toEqual({ missing: [], changed: [], orphaned: [] });
    expect(expected.get('src/features/store/store-page.generated.ts')).toContain('export const StorePageDocument');
    expect(expected.get('src/features/store/store-page.generated.ts')).toContain('export const StorePageOperation');
  }, 60_000);
});
