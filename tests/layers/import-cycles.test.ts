/** src has no import cycle: a reader can take its files in an order where each uses only earlier ones. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const project = path.resolve(__dirname, '../..');
const root = path.join(project, 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Imports of other files of src, relative or by the `@/` alias, static or dynamic (type-only ones too: a cycle of
 * types is still a cycle for the reader). Comments are left out: a doc comment may quote an import. */
function importsOf(file: string): string[] {
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'((?:\.|@\/src\/)[^']+)'/g)) {
    const spec = match[1];
    const target = spec.startsWith('@/') ? path.join(project, spec.slice(2)) : path.resolve(path.dirname(file), spec);
    const resolved = [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts'), target].find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    if (resolved) found.push(resolved);
  }
  return found;
}

/** The first cycle found by depth-first search, as a list of files, or null. */
export function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('src import graph', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', []],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('has no cycle', () => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(300);
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const cycle = findCycle(graph)?.map((file) => path.relative(root, file));
    expect(cycle ?? null).toBeNull();
  });
});
