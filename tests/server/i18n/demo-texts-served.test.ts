/**
 * The demo's texts as the API serves them in each language (issue 17, point 7): a shared option group ("Bebidas")
 * on an item, the service chips (no English in pt-BR), the service copy and its meta tags, the blog's author. The
 * data's completeness itself is tests/i18n/demo-translations.test.ts; this checks that what is translated arrives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, gql, openSeededDatabase } from '../graphql-harness';

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
});
afterAll(async () => closeSeededDatabase(t));

const SERVICES = /* GraphQL */ `
  query Services {
    company {
      services {
        slug
        description
        checkoutWarning
        metaTags
        categories
      }
    }
  }
`;
type Service = {
  slug: string;
  description: string;
  checkoutWarning: string | null;
  metaTags: { title?: string; description?: string };
  categories: { slug: string; title: string }[];
};
const services = async (lang?: string) =>
  ((await gql(SERVICES, { host: AERO, lang })).data!.company.services as Service[]).reduce<Record<string, Service>>(
    (all, service) => ({ ...all, [service.slug]: service }),
    {},
  );

describe('demo texts as served', () => {
  it('a shared option group on an item is translated: "Bebidas" is "Drinks" in English', async () => {
    const query = `query Groups { item(filter: {itemId: "aero-delivery-burger-01"}) { subcategories { name subitems { name } } } }`;
    const en = (await gql(query, { lang: 'en' })).data!.item.subcategories as {
      name: string;
      subitems: { name: string }[];
    }[];
    expect(en.map((group) => group.name)).toEqual(['Doneness', 'Extras', 'Drinks']);
    expect(en[2].subitems[0].name).toBe('Still water 500 ml');
    const pt = (await gql(query)).data!.item.subcategories as { name: string }[];
    expect(pt.map((group) => group.name)).toEqual(['Ponto da carne', 'Adicionais', 'Bebidas']);
  });

  it('the delivery chips: no English in pt-BR, each language its own', async () => {
    const chip = async (lang?: string) =>
      (await services(lang)).delivery.categories.find((category) => category.slug === 'food-to-fly')?.title;
    expect(await chip()).toBe('Comida para o voo');
    expect(await chip('en')).toBe('Food to fly');
    expect(await chip('es')).toBe('Comida para volar');
  });

  it('service copy and meta tags come in the shopper’s language, and none is placeholder copy', async () => {
    const [pt, en, es] = [await services(), await services('en'), await services('es')];
    expect(en.taxi.metaTags).toMatchObject({
      title: 'Fixed-price executive taxi | Airport',
      description: 'Book your fixed-price executive taxi.',
    });
    expect(es.taxi.metaTags.description).toBe('Reserva tu taxi ejecutivo a precio fijo.');
    expect(pt.taxi.metaTags.title).toBe('Táxi executivo com preço fixo | Aeroporto');
    for (const all of [pt, en, es])
      for (const service of Object.values(all))
        expect(JSON.stringify(service), service.slug).not.toMatch(/provis|placeholder/i);
    expect(en.experiencias.description).toMatch(/^Experiences at the Banco Aurora lounge/);
  });

  it('the blog names its author in the reader’s language', async () => {
    const query = `query Post { blogPost(filter: {slug: "como-pedir-comida-no-portao"}) { author } }`;
    expect((await gql(query, { lang: 'en' })).data!.blogPost?.author).toBe('Airport team');
    expect((await gql(query, { lang: 'es' })).data!.blogPost?.author).toBe('Equipo del Aeropuerto');
    expect((await gql(query)).data!.blogPost?.author).toBe('Equipe Aeroporto');
  });
});
