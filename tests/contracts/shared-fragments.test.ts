/**
 * Screens that show the same thing ask for it through one fragment, so they select the same fields and the cache
 * merges them: the shell and the company home read a company's name and service links through CompanyServices; the
 * cart and the checkout's review the quote through QuoteSummary; the store rows, featured tiles, recommendations and
 * search hits an item's card through ItemCard (the order screens' OrderCore is checked in
 * tests/server/tracking/order-documents.test.ts). The typed documents the generator wrote carry the fragment.
 */
import { visit, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CartQuoteDocument } from '@/src/features/cart/cart-quote.generated';
import { CheckoutQuoteDocument } from '@/src/features/checkout/checkout-quote.generated';
import { CompanyHomeDocument } from '@/src/features/home/company-home.generated';
import { RecommendedItemDocument } from '@/src/features/item/recommended-item.generated';
import { LayoutDocument } from '@/src/features/layout/layout.generated';
import { SearchDocument } from '@/src/features/search/search.generated';
import { StoreExtrasDocument } from '@/src/features/store/store-extras.generated';
import { StorePageDocument } from '@/src/features/store/store-page.generated';

function spreads(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, { FragmentSpread: (node) => void names.add(node.name.value) });
  return [...names];
}

function fragmentNames(document: DocumentNode): string[] {
  return document.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [d.name.value] : []));
}

describe('fragments the screens share', () => {
  it.each([
    ['Layout', LayoutDocument, 'CompanyServices'],
    ['CompanyHome', CompanyHomeDocument, 'CompanyServices'],
    ['CartQuote', CartQuoteDocument, 'QuoteSummary'],
    ['CheckoutQuote', CheckoutQuoteDocument, 'QuoteSummary'],
    ['StorePage', StorePageDocument, 'ItemCard'],
    ['StoreExtras', StoreExtrasDocument, 'ItemCard'],
    ['RecommendedItem', RecommendedItemDocument, 'ItemCard'],
    ['Search', SearchDocument, 'ItemCard'],
  ] as const)('%s spreads %s and carries its definition', (_, document, fragment) => {
    expect(spreads(document)).toContain(fragment);
    expect(fragmentNames(document)).toContain(fragment);
  });
});
