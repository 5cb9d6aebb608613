import { describe, expect, it } from 'vitest';
import { blogPostHref, NO_LINK, serviceHref, serviceItemHref, storeHref, storeItemHref } from '@/src/domain/links';

describe('link builders', () => {
  it('build the public shapes', () => {
    expect(storeHref('burger-pista')).toBe('/loja/burger-pista');
    expect(storeItemHref('burger-pista', 'classico-pista')).toBe('/loja/burger-pista/classico-pista');
    expect(serviceItemHref('personal-shopper', 'atendimento-duty-free')).toBe(
      '/servico/personal-shopper/atendimento-duty-free',
    );
    expect(serviceHref('hospitalidade', 'familias')).toBe('/hospitalidade/familias');
    expect(serviceHref('sala-vip')).toBe('/sala-vip');
    // A null filter (GraphQL's "not given") is the service's own page too; only a blank one is a dead link.
    expect(serviceHref('sala-vip', null)).toBe('/sala-vip');
    expect(blogPostHref('como-pedir-comida-no-portao')).toBe('/blog/como-pedir-comida-no-portao');
  });

  it("answer '#' when a needed part is missing or blank", () => {
    expect(NO_LINK).toBe('#');
    expect(storeHref(undefined)).toBe(NO_LINK);
    expect(storeHref('  ')).toBe(NO_LINK);
    expect(storeItemHref('burger-pista', null)).toBe(NO_LINK);
    expect(storeItemHref('', 'classico-pista')).toBe(NO_LINK);
    expect(serviceItemHref(undefined, 'x')).toBe(NO_LINK);
    expect(serviceHref('delivery', '')).toBe(NO_LINK);
    expect(blogPostHref(null)).toBe(NO_LINK);
  });

  it('fall back to the delivery service when the service slug is missing', () => {
    expect(serviceHref(null, 'lanches')).toBe('/delivery/lanches');
    expect(serviceHref('')).toBe('/delivery');
  });

  it('never let a slug add path segments or a query', () => {
    expect(storeHref('a/b?c')).toBe('/loja/a%2Fb%3Fc');
  });
});
