/**
 * The test files the PostgreSQL pass of `npm test` runs: by rule, not by list. A file under tests/ takes part
 * when its imports, followed through the files of tests/ it imports, reach tests/support/test-database.ts (the
 * one way a test opens a database). A test that never opens one would only repeat its PGlite run. A file whose
 * header says `@engine-independent` is left out: its subject is not SQL (the HTTP fuzz test).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const DATABASE_MODULE = path.resolve('tests/support/test-database.ts');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The test files' own imports inside tests/ (relative or `@/tests/…`), resolved to files. */
function localImports(file: string): string[] {
  const found: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    const base = spec.startsWith('.')
      ? path.resolve(path.dirname(file), spec)
      : spec.startsWith('@/tests/')
        ? path.resolve(spec.slice(2))
        : null;
    if (!base) continue;
    const resolved = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => {
      try {
        return statSync(f).isFile();
      } catch {
        return false;
      }
    });
    if (resolved) found.push(resolved);
  }
  return found;
}

export function sqlTestFiles(root = 'tests'): string[] {
  const reaches = new Map<string, boolean>();
  const visit = (file: string, seen: Set<string>): boolean => {
    if (file === DATABASE_MODULE) return true;
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (seen.has(file)) return false;
    seen.add(file);
    const result = localImports(file).some((f) => visit(f, seen));
    reaches.set(file, result);
    return result;
  };
  return filesUnder(path.resolve(root))
    .filter(
      (f) =>
        /\.test\.tsx?$/.test(f) &&
        visit(f, new Set()) &&
        !readFileSync(f, 'utf8').slice(0, 2000).includes('@engine-independent'),
    )
    .map((f) => path.relative(process.cwd(), f))
    .sort();
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) console.log(sqlTestFiles().join('\n'));
