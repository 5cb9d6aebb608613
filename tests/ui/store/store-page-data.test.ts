/**
 * The store page's server data path: getServerSideProps runs the page's Apollo operations in process against the
 * demo database, in the page's language, and sends their results with the props; components read them with
 * `usePageQuery` (no Apollo, no network in the browser); an unknown store is a 404.
 */
import { describe, expect, it } from 'vitest';
import type { GetServerSidePropsContext } from 'next';
import { seededDatabaseAtMondayNoon } from '@/tests/server/graphql-harness';
import { getServerSideProps } from '@/pages/_company/[company]/[store]/index';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PAGE_DATA_PROP, PageDataProvider, usePageQuery, type PageData } from '@/src/client/page-data';
import { StorePageOperation, type StorePageQuery as StorePageData } from '@/src/features/store/store-page.generated';

seededDatabaseAtMondayNoon();

function context(store: string, locale = 'pt-BR'): GetServerSidePropsContext {
  return {
    params: { company: 'aeroporto', store },
    locale,
    req: { headers: { host: 'aeroporto.localhost:3000', 'accept-language': 'es' } },
  } as unknown as GetServerSidePropsContext;
}

/** What a component of the page reads from the props, as it would render (variables in another order). */
function readStore(results: PageData, slug: string): StorePageData | undefined {
  let read: StorePageData | undefined;
  function Reader() {
    read = usePageQuery(StorePageOperation, { variables: { slug, company: 'aeroporto' } }).data;
    return null;
  }
  renderToString(
    createElement(
      PageDataProvider,
      { results, locale: 'pt-BR' } as Parameters<typeof PageDataProvider>[0],
      createElement(Reader),
    ),
  );
  return read;
}

describe('store page data', () => {
  it('sends the store, its opening state and priced items as results the page reads, in the page language', async () => {
    const result = await getServerSideProps(context('burger-pista'));
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    const data = readStore(props[PAGE_DATA_PROP], 'burger-pista');
    expect(data?.catalog?.title).toBe('Burger Pista');
    expect(readStore(props[PAGE_DATA_PROP], 'verde-voo')).toBeUndefined();
    expect(data?.catalog?.openingState).toMatchObject({ isOpen: true, todayLabel: 'Aberto das 10:00 às 23:00' });
    const classic = data?.catalog?.categories.flatMap((c) => c.items).find((i) => i.slug === 'classico-pista');
    expect(classic).toMatchObject({ name: 'Clássico Pista', finalPrice: 38.9 });
    expect(JSON.stringify(props[PAGE_DATA_PROP])).toContain('estimatedDeliveryTime');
    expect(JSON.stringify(props[PAGE_DATA_PROP])).toContain('Mais pedidos');
  });

  it('uses the page locale, not the browser header', async () => {
    const result = await getServerSideProps(context('burger-pista', 'en'));
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    const data = readStore(props[PAGE_DATA_PROP], 'burger-pista');
    expect(data?.catalog?.openingState.todayLabel).toMatch(/^Open .*10:00.*23:00/);
    expect(data?.catalog?.description).toBe('Handmade burgers grilled to order, delivered to your gate.');
  });

  it('answers 404 for an unknown store', async () => {
    expect(await getServerSideProps(context('nao-existe'))).toEqual({ notFound: true });
  });
});
