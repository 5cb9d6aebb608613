/** How /parceiros labels and filters the company's catalogues by its services. */
import { describe, expect, it } from 'vitest';
import { partnerFilters, partnersOf, serviceNamesOf } from '@/src/features/partners/partner-services';
import type { PartnerCatalog, PartnerService } from '@/src/features/partners/partner-services';

function catalog(_id: string, serviceCategories: string[]): PartnerCatalog {
  return {
    _id,
    slug: _id,
    title: _id.toUpperCase(),
    description: null,
    cover: null,
    catalogType: 'RESTAURANT',
    serviceCategories,
  };
}
function service(slug: string, title: string | null, hiddenInMenu = false): PartnerService {
  return { _id: slug, slug, title, name: `${slug} name`, hiddenInMenu };
}

const SERVICES = [
  service('sala-vip', 'Sala VIP'),
  service('taxi', 'Táxi'),
  service('delivery', 'Delivery no portão'),
  service('teste', 'Teste', true),
  service('extra', null),
];
const CATALOGS = [
  catalog('pizza', ['delivery']),
  catalog('lounge', ['sala-vip']),
  catalog('burger', ['delivery']),
  catalog('hotel', ['extra', 'teste', 'sala-vip']),
];

describe('partnerFilters', () => {
  it('offers the visible services that list a catalogue, in the company order, with their counts', () => {
    expect(partnerFilters(CATALOGS, SERVICES)).toEqual([
      { slug: 'sala-vip', title: 'Sala VIP', count: 2 },
      { slug: 'delivery', title: 'Delivery no portão', count: 2 },
      { slug: 'extra', title: 'extra name', count: 1 },
    ]);
  });

  it('offers nothing without catalogues', () => {
    expect(partnerFilters([], SERVICES)).toEqual([]);
  });
});

describe('serviceNamesOf', () => {
  it("names a catalogue's visible services in the company order, never a hidden one", () => {
    expect(serviceNamesOf(CATALOGS[3]!, SERVICES)).toEqual(['Sala VIP', 'extra name']);
    expect(serviceNamesOf(catalog('lost', ['gone']), SERVICES)).toEqual([]);
  });
});

describe('partnersOf', () => {
  it('keeps the catalogues of one service, in their order, or all of them', () => {
    expect(partnersOf(CATALOGS, 'sala-vip').map((c) => c._id)).toEqual(['lounge', 'hotel']);
    expect(partnersOf(CATALOGS, null).map((c) => c._id)).toEqual(['pizza', 'lounge', 'burger', 'hotel']);
    expect(partnersOf(CATALOGS, 'taxi')).toEqual([]);
  });
});
