/**
 * The checkout warning arrives as HTML from the catalogue. The page never injects it: it keeps the paragraph
 * breaks, drops every tag and decodes the common entities, then React escapes the text (docs/decisions.md
 * "Service pages").
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

export function warningParagraphs(html: string | null | undefined): string[] {
  if (!html) return [];
  return html
    .split(/<\/p\s*>|<br\s*\/?>/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replace(/&(#39|[a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}
