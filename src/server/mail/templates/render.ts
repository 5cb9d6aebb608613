/** The shared frame of every message: the same paragraphs as plain text and as simple, escaped HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A paragraph: plain text, a highlighted code, or a link. */
export type Block = string | { code: string } | { link: string; label: string };

export function render(subject: string, blocks: Block[]): RenderedMail {
  const text = blocks
    .map((block) =>
      typeof block === 'string' ? block : 'code' in block ? block.code : `${block.label}: ${block.link}`,
    )
    .join('\n\n');
  const body = blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
      if ('code' in block) {
        return `<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(block.code)}</p>`;
      }
      return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
    })
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1c252e">\n${body}\n</body></html>`;
  return { subject, text: `${text}\n`, html };
}
