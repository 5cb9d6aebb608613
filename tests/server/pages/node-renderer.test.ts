/**
 * The production server renders pages with React's Node build (src/server/node-renderer.ts): once the hook is
 * registered, the edge build Next asks for resolves to the Node build, whose renderToReadableStream Next calls.
 * In a child process, as the server registers it (vitest's own module loader would not show Node's resolution).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');

function resolveInChild(register: boolean): { edge: string; streams: string } {
  const script = `
    ${register ? "require('./src/server/node-renderer').renderPagesWithNodeBuild();" : ''}
    const edge = require.resolve('react-dom/server.edge');
    const streams = typeof require('react-dom/server.edge').renderToReadableStream;
    process.stdout.write(JSON.stringify({ edge, streams }));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out) as { edge: string; streams: string };
}

describe('the pages’ renderer', () => {
  it('is React’s Node build once the server registers the hook, with the API Next calls', () => {
    const registered = resolveInChild(true);
    expect(path.basename(registered.edge)).toBe('server.node.js');
    expect(registered.streams).toBe('function');
  });

  it('is the edge build without it (what the hook changes)', () => {
    expect(path.basename(resolveInChild(false).edge)).toBe('server.edge.js');
  });
});

describe('the Node build’s HTML', () => {
  it('is byte for byte the edge build’s, for text, attributes, styles and long runs of non-ASCII text', async () => {
    const { createElement: h } = await import('react');
    const edge = await import('react-dom/server.edge');
    const node = await import('react-dom/server.node');
    const long = 'Pão de queijo com café ☕ — ração dupla. '.repeat(400); // past the Node build's 4 kB buffer
    const tree = h(
      'main',
      { className: 'loja', 'data-testid': 'x', style: { marginTop: 8, color: 'var(--cor)' } },
      h('h1', null, 'Açaí & "tapioca" <grande>'),
      h('p', { title: 'señal €' }, long),
      h('img', { src: '/a.svg', alt: '' }),
    );
    const html = async (render: typeof edge.renderToReadableStream) => {
      const stream = await render(tree);
      await stream.allReady;
      return new Response(stream).text();
    };
    const [fromEdge, fromNode] = await Promise.all([
      html(edge.renderToReadableStream),
      html(node.renderToReadableStream),
    ]);
    expect(fromNode).toBe(fromEdge);
    expect(fromNode).toContain('Açaí &amp; &quot;tapioca&quot; &lt;grande&gt;');
  });
});
