/**
 * Text matching for catalogue search (docs/business-rules.md "Text matching"): strips the
 * protocol from URLs and decodes HTML quote entities, then compares without
 * regard to letter case or accents.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  quot: '"',
  apos: "'",
  ldquo: '\u201c',
  rdquo: '\u201d',
  lsquo: '\u2018',
  rsquo: '\u2019',
  // Catalogue text exported from HTML editors also escapes '&' ('Pão &amp; Cia').
  amp: '&',
};

/** Code points of the quote characters that numeric entities may name. */
const QUOTE_CODE_POINTS = new Set([0x22, 0x27, 0x2018, 0x2019, 0x201c, 0x201d]);

const ENTITY = /&(?:([a-z]+)|#(\d+)|#x([0-9a-f]+));/gi;

/**
 * Decodes &quot; &apos; &ldquo; &rdquo; &lsquo; &rsquo; &amp; and the numeric
 * forms of the quotes (&#34; &#039; &#x27; &#8220; …), in one pass so that
 * '&amp;quot;' becomes '&quot;', not '"'. Other entities are left as they are.
 */
export function decodeQuoteEntities(text: string): string {
  return text.replace(ENTITY, (entity: string, name?: string, dec?: string, hex?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const codePoint = hex === undefined ? Number(dec) : Number.parseInt(hex, 16);
    return QUOTE_CODE_POINTS.has(codePoint) ? String.fromCodePoint(codePoint) : entity;
  });
}

/** 'https://www.loja.com/x' → 'loja.com/x': a pasted link matches the bare address. */
export function stripUrlProtocol(text: string): string {
  return text.replace(/\bhttps?:\/\//gi, '').replace(/\bwww\./gi, '');
}

/** Lower case, accents removed, whitespace collapsed: 'Café  Árabe ' → 'cafe arabe'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The form both sides of a search are compared in; curly quotes become straight ones. */
export function normalizeForMatch(text: string): string {
  const plain = stripUrlProtocol(decodeQuoteEntities(text))
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2018\u2019]/g, "'");
  return foldText(plain);
}

export type Haystack = string | null | undefined | readonly (string | null | undefined)[];

/**
 * True when every word of the query appears in the haystack (one text, or
 * several such as name, description and tags), in any order. An empty query
 * matches everything, so a cleared search box shows the whole catalogue.
 */
export function matchesText(haystack: Haystack, query: string): boolean {
  const terms = normalizeForMatch(query).match(/\S+/g) ?? [];
  // join() writes null and undefined as ''; the fields stay separate words.
  const target = normalizeForMatch([haystack].flat().join(' '));
  return terms.every((term) => target.includes(term));
}
