import { createElement, type ReactNode } from 'react';
import Link from 'next/link';

/**
 * A post body's simple HTML turned into React elements through an allow-list, never injected as markup: only the
 * tags below survive (any other tag is dropped and its text kept), no attribute passes except a link's href, and an
 * href must be a site path or an http(s)/mailto address. React escapes every text, so nothing in a post can run.
 */
const ALLOWED = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'br']);
const VOID = new Set(['br']);
const BLOCK = new Set(['p', 'h2', 'h3', 'ul', 'ol']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

interface Node {
  tag: string;
  href: string | null;
  children: (Node | string)[];
}

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A link target the post may use: a path on this site (not `//host`), or an http(s) or mailto address. */
export function safeHref(raw: string | null): string | null {
  if (!raw) return null;
  const href = decode(raw).trim();
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^(https?:|mailto:)/i.test(href) ? href : null;
}

function hrefOf(attributes: string): string | null {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return match ? safeHref(match[1] ?? match[2] ?? match[3] ?? null) : null;
}

/** Parses the body into a tree of allowed elements and text, closing what the HTML leaves open. */
export function parseSafeHtml(html: string): (Node | string)[] {
  const root: Node = { tag: '#root', href: null, children: [] };
  const stack: Node[] = [root];
  const token = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|[^<]+|</g;
  // Text inside script or style is never shown.
  let skipping: string | null = null;
  for (let m = token.exec(html); m; m = token.exec(html)) {
    const [whole, rawTag, attributes = ''] = m;
    const top = stack[stack.length - 1]!;
    if (rawTag) {
      const tag = rawTag.toLowerCase();
      const closing = whole.startsWith('</');
      if (skipping) {
        if (closing && tag === skipping) skipping = null;
        continue;
      }
      if (!closing && (tag === 'script' || tag === 'style')) {
        skipping = tag;
        continue;
      }
      if (!ALLOWED.has(tag)) continue;
      if (closing) {
        const at = stack.map((n) => n.tag).lastIndexOf(tag);
        if (at > 0) stack.length = at;
        continue;
      }
      // As browsers do: a new item closes the open item, a new block closes the open paragraph.
      if ((tag === 'li' && top.tag === 'li') || (BLOCK.has(tag) && top.tag === 'p')) stack.pop();
      const node: Node = { tag, href: tag === 'a' ? hrefOf(attributes) : null, children: [] };
      stack[stack.length - 1]!.children.push(node);
      if (!VOID.has(tag) && !/\/\s*$/.test(attributes)) stack.push(node);
    } else if (!skipping && !whole.startsWith('<!--')) {
      top.children.push(decode(whole));
    }
  }
  return root.children;
}

function render(nodes: (Node | string)[], path: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${path}.${index}`;
    if (typeof node === 'string') return node;
    const children = render(node.children, key);
    if (node.tag === 'a') {
      if (!node.href) return <span key={key}>{children}</span>;
      if (node.href.startsWith('/'))
        return (
          <Link key={key} href={node.href}>
            {children}
          </Link>
        );
      return (
        <a key={key} href={node.href} rel="noopener noreferrer nofollow" target="_blank">
          {children}
        </a>
      );
    }
    if (node.tag === 'br') return <br key={key} />;
    return createElement(node.tag, { key }, ...children);
  });
}

export function SafeHtml({ html }: { html: string }) {
  return <>{render(parseSafeHtml(html), 'n')}</>;
}
