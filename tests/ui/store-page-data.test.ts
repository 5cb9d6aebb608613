/**
 * The store page's server data path: getServerSideProps runs the page's Apollo operations in process against the
 * demo database, in the page's language, and sends the Apollo cache with the props; an unknown store is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetServerSidePropsContext } from 'next';
import { closeSeededDatabase, MONDAY_NOON, openSeededDatabase } from '@/tests/server/graphql-harness';
import type { TestDatabase } from '@/tests/support/test-database';
import { getServerSideProps } from '@/pages/_company/[company]/[store]/index';
import { APOLLO_STATE_PROP, createApolloClient } from '@/src/client/apollo-client';
import { STORE_PAGE_QUERY } from '@/src/features/store/store-page.query';
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

let t: TestDatabase | undefined;
beforeAll(async () => {
  process.env.STORE_NOW = MONDAY_NOON;
  t = await openSeededDatabase();
});
afterAll(async () => {
  delete process.env.STORE_NOW;
  await closeSeededDatabase(t);
});

function context(store: string, locale = 'pt-BR'): GetServerSidePropsContext {
  return {
    params: { company: 'aeroporto', store },
    locale,
    req: { headers: { host: 'aeroporto.localhost:3000', 'accept-language': 'es' } },
  } as unknown as GetServerSidePropsContext;
}

/** A link that fails the test if the browser-side client ever goes to the network. */
const noNetwork = new ApolloLink(() => new Observable((observer) => observer.error(new Error('network used'))));

describe('store page data', () => {
  it('sends the store, its opening state and priced items in the Apollo cache, in the page language', async () => {
    const result = await getServerSideProps(context('burger-pista'));
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    const client = createApolloClient(noNetwork, props[APOLLO_STATE_PROP]);
    const { data } = await client.query({ query: STORE_PAGE_QUERY, variables: { company: 'aeroporto', slug: 'burger-pista' } });
    expect(data?.catalog?.title).toBe('Burger Pista');
    expect(data?.catalog?.openingState).toMatchObject({ isOpen: true, todayLabel: 'Aberto das 10:00 às 23:00' });
    const classic = data?.catalog?.categories.flatMap((c) => c.items).find((i) => i.slug === 'classico-pista');
    expect(classic).toMatchObject({ name: 'Clássico Pista', finalPrice: 38.9 });
    expect(JSON.stringify(props[APOLLO_STATE_PROP])).toContain('estimatedDeliveryTime');
    expect(JSON.stringify(props[APOLLO_STATE_PROP])).toContain("Mais pedidos");
  });

  it('uses the page locale, not the browser header', async () => {
    const result = await getServerSideProps(context('burger-pista', 'en'));
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    const client = createApolloClient(noNetwork, props[APOLLO_STATE_PROP]);
    const { data } = await client.query({ query: STORE_PAGE_QUERY, variables: { company: 'aeroporto', slug: 'burger-pista' } });
    expect(data?.catalog?.openingState.todayLabel).toMatch(/^Open .*10:00.*23:00/);
    expect(data?.catalog?.description).toBe('Handmade burgers grilled to order, delivered to your gate.');
  });

  it('answers 404 for an unknown store', async () => {
    expect(await getServerSideProps(context('nao-existe'))).toEqual({ notFound: true });
  });
});
