/** The blog body's allow-list renderer (src/features/blog/safe-html.tsx): simple HTML in, nothing runnable out. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { SafeHtml, safeHref } from '@/src/features/blog/safe-html';

const html = (body: string) => renderToStaticMarkup(<SafeHtml html={body} />);

describe('SafeHtml', () => {
  it('keeps the simple tags of a post body', () => {
    expect(html('<p>Olá <strong>mundo</strong></p><h2>Passo</h2><ol><li>Um</li><li><em>Dois</em></li></ol>')).toBe(
      '<p>Olá <strong>mundo</strong></p><h2>Passo</h2><ol><li>Um</li><li><em>Dois</em></li></ol>',
    );
  });

  it('drops scripts, styles, unknown tags and every attribute but a safe href', () => {
    const out = html(
      '<p onclick="x()" style="color:red">a<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><iframe src="//evil"></iframe>b</p>',
    );
    expect(out).toBe('<p>ab</p>');
  });

  it('renders text as text, so markup hidden in entities stays text', () => {
    expect(html('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; Cia</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; Cia</p>',
    );
  });

  it('keeps site paths and web addresses as links, and strips javascript: links to their text', () => {
    expect(html('<a href="/delivery/todos">Delivery</a>')).toBe('<a href="/delivery/todos">Delivery</a>');
    expect(html("<a href='https://exemplo.test'>site</a>")).toBe(
      '<a href="https://exemplo.test" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(html('<a href="javascript:alert(1)">x</a>')).toBe('<span>x</span>');
    expect(html('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<span>x</span>');
  });

  it('closes what the HTML leaves open', () => {
    expect(html('<ul><li>um<li>dois</ul><p>fim')).toBe('<ul><li>um</li><li>dois</li></ul><p>fim</p>');
    expect(html('<p>um<p>dois')).toBe('<p>um</p><p>dois</p>');
  });
});

describe('safeHref', () => {
  it('accepts site paths, http(s) and mailto only', () => {
    expect(safeHref('/loja/x')).toBe('/loja/x');
    expect(safeHref('mailto:a@b.test')).toBe('mailto:a@b.test');
    expect(safeHref('//evil.test')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref(' JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});
