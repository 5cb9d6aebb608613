/**
 * The public pages the accessibility and HTML checks walk (e2e/a11y.spec.ts, e2e/html-validity.spec.ts). To check a
 * new page, add a line here.
 */
const port = Number(process.env.E2E_PORT ?? 3100);

export const AERO = `http://aeroporto.localhost:${port}`;
/** A company's custom domain: Chromium maps it to loopback (e2e/chromium.ts host-resolver-rules). */
export const MERCADO = `http://mercado.test:${port}`;

export interface PublicPage {
  name: string;
  url: string;
  /** The status the page answers with (the 404 page is a page too). */
  status?: number;
  /** Also checked in English (a few pages, to catch labels that only break in one language). */
  english?: boolean;
  /** Elements axe leaves out on this page, each with why: a known fault owned elsewhere, to be removed once fixed. */
  axeExclude?: readonly { selector: string; why: string }[];
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { name: 'airport home', url: `${AERO}/`, english: true },
  { name: 'shop home (custom domain)', url: `${MERCADO}/` },
  { name: 'service page', url: `${AERO}/delivery`, english: true },
  { name: 'service category', url: `${AERO}/delivery/lanches` },
  { name: 'hospitality category', url: `${AERO}/hospitalidade/familias` },
  { name: 'store', url: `${AERO}/loja/burger-pista`, english: true },
  { name: 'item with option groups', url: `${AERO}/loja/burger-pista/classico-pista`, english: true },
  { name: 'rental item (locker)', url: `${AERO}/servico/guarda-volumes/armario-p` },
  { name: 'empty cart', url: `${AERO}/carrinho`, english: true },
  { name: 'partners', url: `${AERO}/parceiros` },
  { name: 'blog', url: `${AERO}/blog` },
  { name: 'blog post', url: `${AERO}/blog/como-pedir-comida-no-portao` },
  { name: '404 page', url: `${AERO}/nao-existe`, status: 404 },
  { name: 'search', url: `${AERO}/busca?q=cafe` },
  { name: 'attendant access', url: `${AERO}/atendimento/aeroporto` },
];

/** The English address of a page: the locale prefix after the host. */
export function englishUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/en${parsed.pathname === '/' ? '' : parsed.pathname}`;
  return parsed.toString();
}

/** Each page, plus its English version where the page asks for one. */
export function pagesWithLanguages(): { name: string; url: string; status: number; axeExclude: readonly string[] }[] {
  return PUBLIC_PAGES.flatMap((page) => {
    const axeExclude = (page.axeExclude ?? []).map((entry) => entry.selector);
    const base = { name: page.name, url: page.url, status: page.status ?? 200, axeExclude };
    return page.english ? [base, { ...base, name: `${page.name} (en)`, url: englishUrl(page.url) }] : [base];
  });
}
