/** How /parceiros groups the company's catalogues under its services. */
import { describe, expect, it } from 'vitest';
import { partnerGroups } from '@/src/features/partners/partner-groups';
import type { PartnerCatalog, PartnerService } from '@/src/features/partners/partners.query';

function catalog(_id: string, serviceCategories: string[]): PartnerCatalog {
  return { _id, slug: _id, title: _id.toUpperCase(), description: null, cover: null, catalogType: 'RESTAURANT', serviceCategories };
}
function service(slug: string, title: string | null, hiddenInMenu = false): PartnerService {
  return { _id: slug, slug, title, name: `${slug} name`, hiddenInMenu };
}

describe('partnerGroups', () => {
  it('groups catalogues under the services in the company order, skipping services without one', () => {
    const groups = partnerGroups(
      [catalog('pizza', ['delivery']), catalog('lounge', ['sala-vip']), catalog('burger', ['delivery'])],
      [service('sala-vip', 'Sala VIP'), service('taxi', 'Táxi'), service('delivery', 'Delivery no portão')],
    );
    expect(groups.map((g) => [g.slug, g.title, g.catalogs.map((c) => c._id)])).toEqual([
      ['sala-vip', 'Sala VIP', ['lounge']],
      ['delivery', 'Delivery no portão', ['pizza', 'burger']],
    ]);
  });

  it('shows a catalogue of two services once, under the first', () => {
    const groups = partnerGroups([catalog('hotel', ['b', 'a'])], [service('a', 'A'), service('b', 'B')]);
    expect(groups).toEqual([{ slug: 'a', title: 'A', catalogs: [catalog('hotel', ['b', 'a'])] }]);
  });

  it('falls back to the service name when it has no title', () => {
    expect(partnerGroups([catalog('x', ['a'])], [service('a', null)])[0]?.title).toBe('a name');
  });

  it('puts catalogues of hidden or unknown services in a last, untitled group', () => {
    const groups = partnerGroups(
      [catalog('test', ['hidden']), catalog('lost', ['gone']), catalog('shown', ['a'])],
      [service('hidden', 'Hidden', true), service('a', 'A')],
    );
    expect(groups.map((g) => [g.slug, g.title, g.catalogs.map((c) => c._id)])).toEqual([
      ['a', 'A', ['shown']],
      [null, null, ['test', 'lost']],
    ]);
  });

  it('has no groups without catalogues', () => {
    expect(partnerGroups([], [service('a', 'A')])).toEqual([]);
  });
});
