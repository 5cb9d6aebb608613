import { describe, expect, it } from 'vitest';
import { pageKind, stripLocale } from '@/src/features/layout/page-kind';

describe('pageKind: the skeleton shown on the way to a path', () => {
  it.each([
    ['/', 'home'],
    ['/en', 'home'],
    ['/es?x=1', 'home'],
    ['/loja/burger-pista', 'store'],
    ['/en/loja/burger-pista#categoria-x', 'store'],
    ['/loja/burger-pista/classico-pista', 'item'],
    ['/es/servico/guarda-volumes/armario-p', 'item'],
    ['/carrinho?cupom=DELIVERY10', 'cart'],
    ['/delivery/lanches', 'list'],
    ['/parceiros', 'list'],
    ['/servico/personal-shopper', 'list'],
  ])('%s → %s', (url, kind) => expect(pageKind(url)).toBe(kind));
});

describe('stripLocale', () => {
  it('drops a known language prefix only', () => {
    expect(stripLocale('/en/loja/x')).toBe('/loja/x');
    expect(stripLocale('/es')).toBe('/');
    expect(stripLocale('/enxoval')).toBe('/enxoval');
    expect(stripLocale('/pt-BR/carrinho')).toBe('/carrinho');
    expect(stripLocale('')).toBe('/');
  });
});
