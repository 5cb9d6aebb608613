import { describe, expect, it } from 'vitest';
import {
  decodeQuoteEntities,
  foldText,
  matchesText,
  normalizeForMatch,
  stripUrlProtocol,
  type Haystack,
} from '@/src/domain/brazil/text-match';

describe('decodeQuoteEntities', () => {
  it.each<[string, string, string]>([
    ['Text matching decodes HTML quote entities: &quot;', 'Pizza &quot;da casa&quot;', 'Pizza "da casa"'],
    ['decodes &#34;', '&#34;x&#34;', '"x"'],
    ['decodes &#x22;', '&#x22;x&#X22;', '"x"'],
    ['decodes &#39;', 'Joe&#39;s', "Joe's"],
    ['decodes &#039; (leading zero)', 'Joe&#039;s', "Joe's"],
    ['decodes &#x27;', 'Joe&#x27;s', "Joe's"],
    ['decodes &apos;', 'Joe&apos;s', "Joe's"],
    ['decodes &ldquo; &rdquo;', '&ldquo;x&rdquo;', '\u201cx\u201d'],
    ['decodes &lsquo; &rsquo;', '&lsquo;x&rsquo;', '\u2018x\u2019'],
    [
      'decodes numeric curly quotes',
      '&#8220;x&#8221; &#8216;y&#8217; &#x201C;z&#x201d;',
      '\u201cx\u201d \u2018y\u2019 \u201cz\u201d',
    ],
    ['named entities in any case', '&QUOT;x&Quot;', '"x"'],
    ['decodes &amp; (decision)', 'Pão &amp; Cia', 'Pão & Cia'],
    ['decodes once: &amp;quot; becomes &quot;', '&amp;quot;', '&quot;'],
    ['leaves other named entities', '&nbsp;&lt;b&gt;', '&nbsp;&lt;b&gt;'],
    ['leaves other numeric entities', '&#60;&#x3C;', '&#60;&#x3C;'],
    ['leaves a decimal entity with hex letters or an exponent', '&#34a;&#34e0;', '&#34a;&#34e0;'],
    ['leaves a bare ampersand', 'A & B', 'A & B'],
    ['leaves an entity without semicolon', '&quot x', '&quot x'],
  ])('%s', (_rule, text, expected) => {
    expect(decodeQuoteEntities(text)).toBe(expected);
  });
});

describe('stripUrlProtocol', () => {
  it.each<[string, string, string]>([
    ['Text matching strips the protocol from URLs: https', 'https://loja.com/x', 'loja.com/x'],
    ['strips http', 'ver http://loja.com agora', 'ver loja.com agora'],
    ['strips in any case', 'HTTPS://Loja.com', 'Loja.com'],
    ['strips every URL', 'http://a.com e https://b.com', 'a.com e b.com'],
    ['strips www. too (decision)', 'https://www.loja.com', 'loja.com'],
    ['strips a bare www.', 'www.loja.com', 'loja.com'],
    ['keeps www inside a word', 'awww.x', 'awww.x'],
    ['keeps other protocols', 'ftp://x.com', 'ftp://x.com'],
    ['keeps a protocol glued inside a word', 'xhttps://a', 'xhttps://a'],
  ])('%s', (_rule, text, expected) => {
    expect(stripUrlProtocol(text)).toBe(expected);
  });
});

describe('foldText and normalizeForMatch', () => {
  it.each<[string, string, string]>([
    ['case- and accent-insensitive', 'Café  Árabe ', 'cafe arabe'],
    ['cedilla and tilde', 'AÇAÍ Pão', 'acai pao'],
    ['tabs and new lines collapse', 'a\t\nb', 'a b'],
  ])('foldText: %s', (_rule, text, expected) => {
    expect(foldText(text)).toBe(expected);
  });

  it.each<[string, string, string]>([
    [
      'Text matching strips the protocol from URLs and decodes HTML quote entities',
      '&quot;https://www.Loja.com&quot;',
      '"loja.com"',
    ],
    ['curly quotes become straight quotes', '\u201cX\u201d \u2018Y\u2019 &ldquo;Z&rsquo;', '"x" \'y\' "z\''],
    ['accents and case', 'São PAULO', 'sao paulo'],
  ])('normalizeForMatch: %s', (_rule, text, expected) => {
    expect(normalizeForMatch(text)).toBe(expected);
  });
});

describe('matchesText', () => {
  it.each<[string, Haystack, string, boolean]>([
    ['catalogue search is case-insensitive', 'X-Burger Duplo', 'burger', true],
    ['catalogue search is accent-insensitive', 'Pão de queijo', 'PAO', true],
    ['accents in the query are ignored too', 'Cafe expresso', 'café', true],
    ['every word of the query, in any order', 'Pizza de calabresa grande', 'calabresa pizza', true],
    ['a missing word fails', 'Pizza de calabresa', 'pizza mussarela', false],
    ['a word must appear whole, not just its letters', 'Pizza de calabresa', 'capa', false],
    ['an empty query matches everything', 'Pizza', '   ', true],
    ['an empty query matches even a missing text', null, '', true],
    ['a missing haystack matches no word', undefined, 'pizza', false],
    ['a URL matches without its protocol', 'Visite https://www.loja.com.br', 'loja.com.br', true],
    ['an entity-encoded quote matches a typed quote', 'Pizza &quot;da casa&quot;', '"da casa"', true],
    ['a typed curly quote matches an entity', 'Joe&#39;s Bar', 'Joe\u2019s', true],
    ['several fields: words may come from any', ['Combo', null, 'batata frita', undefined], 'combo frita', true],
    ['several fields: a word in none fails', ['Combo', 'batata'], 'refri', false],
    ['several fields are separate words, not glued', ['pi', 'zza'], 'pizza', false],
    [
      'several fields are separated by a space, punctuation in the query is kept',
      ['Pizza', 'Calabresa'],
      'pizza,',
      false,
    ],
    ['"quot" does not match a decoded quote', 'Pizza &quot;x&quot;', 'quot', false],
  ])('%s', (_rule, haystack, query, expected) => {
    expect(matchesText(haystack, query)).toBe(expected);
  });
});
