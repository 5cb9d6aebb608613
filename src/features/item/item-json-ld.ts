import { centsToReais, reaisToCents } from '@/src/domain/pricing/money';

/**
 * schema.org Product with its Offer in BRL for search engines: the unit price at the clock (options excluded),
 * in stock unless the stock is 0 or the item is blocked. A hidden price gives no offer.
 */
export function itemJsonLd(
  item: {
    name: string;
    description: string | null;
    img: string | null;
    finalPrice: number;
    stock: number | null;
    status: string;
  },
  url: string,
  origin: string,
  hidePrice: boolean,
): string {
  const available = item.stock !== 0 && item.status.toUpperCase() !== 'BLOCKED';
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    ...(item.img ? { image: item.img.startsWith('http') ? item.img : `${origin}${item.img}` } : {}),
  };
  if (!hidePrice) {
    product.offers = {
      '@type': 'Offer',
      priceCurrency: 'BRL',
      price: centsToReais(reaisToCents(item.finalPrice)).toFixed(2),
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    };
  }
  // '<' escaped so a name holding '</script>' cannot end the element.
  return JSON.stringify(product).replace(/</g, '\\u003c');
}
