// @vitest-environment jsdom
/**
 * The browser's Apollo clients: one per language for the visit, each page's server cache merged in as the
 * shopper navigates, so a page renders from what its server read and another language's text never shows.
 */
import { describe, expect, it } from 'vitest';
import { pageApolloClient } from '@/src/client/use-page-apollo';
import { extractState, type ApolloState } from '@/src/client/apollo-client';

const page = (id: string, title: string, slug: string): ApolloState => ({
  [`Catalog:{"_id":"${id}"}`]: { __typename: 'Catalog', _id: id, title },
  ROOT_QUERY: { __typename: 'Query', [`catalog({"filter":{"company":"aeroporto","slug":"${slug}"}})`]: { __ref: `Catalog:{"_id":"${id}"}` } },
});

describe('pageApolloClient in the browser', () => {
  it('keeps one client per language and merges each page’s cache into it', () => {
    const first = pageApolloClient('pt-BR', page('a', 'Burger Pista', 'burger-pista'));
    const second = pageApolloClient('pt-BR', page('b', 'Verde Voo', 'verde-voo'));
    expect(second).toBe(first);
    const state = extractState(second);
    expect(Object.keys(state.ROOT_QUERY ?? {})).toHaveLength(3); // __typename and both pages' root fields
    expect(state['Catalog:{"_id":"a"}']).toMatchObject({ title: 'Burger Pista' });
    expect(state['Catalog:{"_id":"b"}']).toMatchObject({ title: 'Verde Voo' });
  });

  it('gives another language its own client, so texts never mix', () => {
    const pt = pageApolloClient('pt-BR', undefined);
    const en = pageApolloClient('en', page('a', 'Runway Burgers', 'burger-pista'));
    expect(en).not.toBe(pt);
    expect(extractState(pt)['Catalog:{"_id":"a"}']).toMatchObject({ title: 'Burger Pista' });
    expect(extractState(en)['Catalog:{"_id":"a"}']).toMatchObject({ title: 'Runway Burgers' });
  });
});
