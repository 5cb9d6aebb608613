/**
 * The page baseline is static CSS (src/ui/global.css) instead of MUI's CssBaseline component: it must say what
 * CssBaseline would draw from the theme, rule for rule, so a theme change that is not copied there fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '@/src/ui/theme';

/**
 * `selector{decl;decl}` blocks, whitespace and the last `;` dropped, quotes and hex colours in one form (Prettier
 * writes `'Public Sans'` and `#1c252e`, Emotion `"Public Sans"` and `#1C252E`), so both texts compare as rules.
 */
function rules(css: string): string[] {
  const flat = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/"/g, "'")
    .replace(/#[0-9a-fA-F]{3,8}\b/g, (hex) => hex.toLowerCase())
    .replace(/\s*([{};:,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .replace(/\s+/g, ' ');
  return [...flat.matchAll(/(@media[^{]+\{[^{}]+\{[^{}]*\}\}|[^{}]+\{[^{}]*\})/g)].map((m) => m[1].trim());
}

function baselineCss(): string {
  const cache = createCache({ key: 'mui' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>
    </CacheProvider>,
  );
  return extractCriticalToChunks(html)
    .styles.map((style) => style.css)
    .join('');
}

describe('the static baseline in global.css', () => {
  it("holds every rule MUI's CssBaseline renders with the theme", () => {
    const expected = rules(baselineCss());
    const ours = rules(readFileSync(path.resolve('src/ui/global.css'), 'utf8'));
    expect(expected.length).toBeGreaterThan(5);
    for (const rule of expected) expect(ours).toContain(rule);
  });
});
