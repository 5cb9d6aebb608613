/**
 * Compares a static class (a *.module.css file's, as written) with what Emotion renders for the same look through
 * MUI and the theme, rule by rule: selectors as `&`, the theme's custom properties (src/ui/global.css `:root`)
 * resolved, colours in one form, and the vendor prefixes Emotion adds (and the build adds to static CSS) left out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/src/ui/theme';

interface Block {
  prelude: string;
  body: string;
  children: Block[] | null;
}

/** Nested blocks of a style sheet (comments and `@layer a, b;` statements dropped). */
function blocks(css: string): Block[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let at = 0;
  function level(): Block[] {
    const out: Block[] = [];
    let prelude = '';
    while (at < text.length) {
      const char = text[at++];
      if (char === '}') return out;
      if (char === ';') {
        prelude = '';
        continue;
      }
      if (char !== '{') {
        prelude += char;
        continue;
      }
      const start = at;
      let depth = 1;
      let nested = false;
      for (let i = at; i < text.length && depth > 0; i++) {
        if (text[i] === '{') {
          depth++;
          nested = true;
        } else if (text[i] === '}') depth--;
      }
      if (nested) out.push({ prelude: prelude.trim(), body: '', children: level() });
      else {
        const end = text.indexOf('}', start);
        out.push({ prelude: prelude.trim(), body: text.slice(start, end), children: null });
        at = end + 1;
      }
      prelude = '';
    }
    return out;
  }
  return level();
}

/** The theme's custom properties, from global.css's `:root`. */
export function themeVariables(): Map<string, string> {
  const css = readFileSync(path.resolve('src/ui/global.css'), 'utf8');
  const root = blocks(css).find((block) => block.prelude === ':root');
  if (!root) throw new Error('global.css has no :root');
  return new Map(declarations(root.body).map(([name, value]) => [name, value]));
}

function declarations(body: string): [string, string][] {
  return body
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      return [
        part.slice(0, colon).trim().toLowerCase(),
        part
          .slice(colon + 1)
          .trim()
          .replace(/\s+/g, ' '),
      ];
    });
}

/** `#0B1F44`, `#fff`, `rgb(7, 21, 47)`, `rgb(11 31 68 / 0.5)` and `rgba(0, 0, 0, 0.04)` all as `rgba(r,g,b,a)`. */
export function normaliseColours(value: string): string {
  return value
    .replace(/#([0-9a-f]{3}|[0-9a-f]{6})\b/gi, (_, hex: string) => {
      const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
      const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
      return `rgba(${r},${g},${b},1)`;
    })
    .replace(/rgba?\(([^)]*)\)/g, (_, inner: string) => {
      const parts = inner
        .replace('/', ' ')
        .split(/[\s,]+/)
        .filter(Boolean);
      return `rgba(${parts[0]},${parts[1]},${parts[2]},${Number(parts[3] ?? 1)})`;
    });
}

function normaliseValue(value: string, variables: Map<string, string>): string {
  let resolved = value;
  for (let i = 0; i < 3 && resolved.includes('var('); i++)
    resolved = resolved.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
      const found = variables.get(name);
      if (found === undefined) throw new Error(`${name} is not defined in global.css`);
      return found;
    });
  return normaliseColours(resolved)
    .replace(/"/g, "'")
    .replace(/\s*,\s*/g, ',')
    .replace(/\b0px\b/g, '0')
    .replace(/\s+/g, ' ')
    .trim();
}

const PREFIX = /^-(webkit|moz|ms)-/;
// The old flexbox names stylis writes beside align-items, justify-content and flex.
const OLD_FLEXBOX = /^-(webkit-box|ms-flex)-(align|pack|flex|ordinal-group|direction|orient-x)$|^-ms-flex$/;

/** Declarations without the prefixed copies of ones also written unprefixed; sorted, as `name:value`. */
function normaliseDeclarations(pairs: [string, string][], variables: Map<string, string>): string {
  const names = new Set(pairs.map(([name]) => name));
  const hasPlainValue = new Set(pairs.filter(([, value]) => !PREFIX.test(value)).map(([name]) => name));
  return pairs
    .filter(([name, value]) => {
      if (PREFIX.test(name) && (names.has(name.replace(PREFIX, '')) || OLD_FLEXBOX.test(name))) return false;
      if (PREFIX.test(value) && hasPlainValue.has(name)) return false;
      return true;
    })
    .map(([name, value]) => `${name}:${normaliseValue(value, variables)}`)
    .sort()
    .join(';');
}

function flatten(list: Block[], select: (selector: string) => string | null, media = ''): string[] {
  const variables = themeVariables();
  return list.flatMap((block) => {
    if (block.children) {
      if (block.prelude.startsWith('@layer')) return flatten(block.children, select, media);
      const query = block.prelude.replace(/\s*:\s*/g, ':').replace(/\s+/g, ' ');
      return flatten(block.children, select, query);
    }
    const selectors = block.prelude
      .split(',')
      .map((part) => select(part.trim()))
      .filter((part): part is string => part !== null);
    if (selectors.length === 0) return [];
    const body = normaliseDeclarations(declarations(block.body), variables);
    return [`${media ? `${media} ` : ''}${selectors.sort().join(',')}{${body}}`];
  });
}

/** The rules of `className` in a CSS module (a path from the project's root), its selector written `&`. */
export function moduleRules(file: string, className: string): string[] {
  const css = readFileSync(path.resolve(file), 'utf8');
  const own = new RegExp(`\\.${className}(?![\\w-])`, 'g');
  return flatten(blocks(css), (selector) =>
    own.test(selector) ? selector.replace(own, '&').replace(/:global\(([^)]*)\)/g, '$1') : null,
  ).sort();
}

/** The rules Emotion renders for `element` under the theme, each class selector written `&`. */
export function emotionRules(element: ReactElement): string[] {
  const cache = createCache({ key: 'look' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{element}</ThemeProvider>
    </CacheProvider>,
  );
  const css = extractCriticalToChunks(html)
    .styles.map((style) => style.css)
    .join('');
  return flatten(blocks(css), (selector) => selector.replace(/\.look-[\w-]+/g, '&')).sort();
}
