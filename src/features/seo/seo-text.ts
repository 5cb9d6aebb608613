/** Plain texts and absolute addresses for the head's meta tags, from catalogue texts that may hold markup. */

export const DESCRIPTION_MAX = 160;

/** Markup removed, entities of the common few decoded, whitespace collapsed, cut at a word near `max` characters. */
export function metaDescription(text: string | null | undefined, max = DESCRIPTION_MAX): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?—–-]+$/, '')}…`;
}

/** An image address as the page gives it ('/demo/x.svg' or 'https://…') made absolute on the page's origin. */
export function absoluteUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `${origin.split(':')[0]}:${url}`;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Open Graph locales of the storefront's languages. */
export const OG_LOCALES: Readonly<Record<string, string>> = { 'pt-BR': 'pt_BR', en: 'en_US', es: 'es_ES' };

/** `metaTags` of a service definition (title, description, image), read defensively: the field is free JSON. */
export interface MetaTags {
  title?: string;
  description?: string;
  image?: string;
}
export function readMetaTags(value: unknown): MetaTags {
  if (!value || typeof value !== 'object') return {};
  const record = value as Record<string, unknown>;
  const text = (key: string) =>
    typeof record[key] === 'string' && (record[key] as string).trim() ? (record[key] as string).trim() : undefined;
  return { title: text('title'), description: text('description'), image: text('image') };
}
