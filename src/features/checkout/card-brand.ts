/**
 * A card brand as people write it: processors answer lower-case codes ("visa", "mastercard", "amex"), which the
 * review showed as they came ("visa •••• 4242"). Unknown codes get a capital first letter; none gives ''.
 */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  master: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  hiper: 'Hiper',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  aura: 'Aura',
};

export function cardBrandName(brand: string | null | undefined): string {
  const code = (brand ?? '').trim();
  if (!code) return '';
  return BRAND_NAMES[code.toLowerCase().replace(/[\s-]+/g, '_')] ?? code.charAt(0).toUpperCase() + code.slice(1);
}
