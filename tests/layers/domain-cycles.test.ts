/** src/domain has no import cycle: a reader can take its files in an order where each uses only earlier ones. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../src/domain');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Relative imports (type-only ones too: a cycle of types is still a cycle for the reader). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/(?:from|import)\s+'(\.[^']+)'/g)) {
    const target = path.resolve(path.dirname(file), match[1]);
    found.push(fs.existsSync(`${target}.ts`) ? `${target}.ts` : path.join(target, 'index.ts'));
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

describe('src/domain import graph', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', []]]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('has no cycle', () => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(30);
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const cycle = findCycle(graph)?.map((file) => path.relative(root, file));
    expect(cycle ?? null).toBeNull();
  });
});
