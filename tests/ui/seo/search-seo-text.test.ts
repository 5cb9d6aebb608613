import { describe, expect, it } from 'vitest';
import { absoluteUrl, metaDescription, readMetaTags } from '@/src/features/seo/seo-text';

describe('metaDescription', () => {
  it('drops markup and collapses whitespace', () => {
    expect(metaDescription('<p>Pão &amp; café</p>\n <b>quentinhos</b>')).toBe('Pão & café quentinhos');
    expect(metaDescription('  ')).toBeNull();
    expect(metaDescription(null)).toBeNull();
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const long = 'Receba no portão de embarque, '.repeat(10);
    const cut = metaDescription(long)!;
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/[ ,]…$/);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe('absoluteUrl', () => {
  it('puts relative images on the page origin and keeps absolute ones', () => {
    expect(absoluteUrl('/demo/a.svg', 'http://mercado.test:3000')).toBe('http://mercado.test:3000/demo/a.svg');
    expect(absoluteUrl('demo/a.svg', 'https://x.com')).toBe('https://x.com/demo/a.svg');
    expect(absoluteUrl('https://cdn.example/a.png', 'http://x')).toBe('https://cdn.example/a.png');
    expect(absoluteUrl('//cdn.example/a.png', 'https://x.com')).toBe('https://cdn.example/a.png');
    expect(absoluteUrl(null, 'http://x')).toBeNull();
  });
});

describe('readMetaTags', () => {
  it('reads title, description and image strings and ignores the rest', () => {
    expect(readMetaTags({ title: ' Táxi ', description: 'Preço fixo', image: 3 })).toEqual({
      title: 'Táxi',
      description: 'Preço fixo',
      image: undefined,
    });
    expect(readMetaTags(null)).toEqual({});
    expect(readMetaTags('x')).toEqual({});
  });
});
