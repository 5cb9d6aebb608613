// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { FullPageSpinner } from '@/src/ui/FullPageSpinner';
import { theme } from '@/src/ui/theme';

afterEach(cleanup);

describe('FullPageSpinner: shown while the session or the catalogue setting is loading', () => {
  it('covers the page and is announced to assistive technology with its label', () => {
    render(
      <ThemeProvider theme={theme}>
        <FullPageSpinner label="Carregando…" />
      </ThemeProvider>,
    );
    const spinner = screen.getByRole('progressbar', { name: 'Carregando…' });
    expect(spinner.getAttribute('aria-busy')).toBe('true');
    expect(getComputedStyle(spinner).position).toBe('fixed');
  });
});

describe('theme: docs/business-rules.md "Look and layout constants" constants', () => {
  it.each([
    [
      'breakpoints 600/900/1200',
      () => [theme.breakpoints.values.sm, theme.breakpoints.values.md, theme.breakpoints.values.lg],
      [600, 900, 1200],
    ],
    ['radii 8/10/12/16', () => Object.values(theme.layout.radii), [8, 10, 12, 16]],
    [
      'top bar 60px, widths 414/960',
      () => [theme.layout.topBarHeight, theme.layout.mobileWidth, theme.layout.desktopWidth],
      [60, 414, 960],
    ],
    ['rem at 16px', () => [theme.typography.htmlFontSize], [16]],
  ])('%s', (_name, read, expected) => expect(read()).toEqual(expected));

  it('uses the light palette with a dark navy primary and light text on it', () => {
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.main).toBe('#0B1F44');
    expect(theme.palette.primary.contrastText).toBe('#FFFFFF');
  });

  it('sets Barlow for headings and Public Sans for body text', () => {
    expect(theme.typography.h1.fontFamily).toMatch(/^"Barlow"/);
    expect(theme.typography.body1.fontFamily).toMatch(/^"Public Sans"/);
  });

  it('makes font sizes responsive: h1 grows from the small to the large breakpoint', () => {
    const h1 = theme.typography.h1 as Record<string, unknown>;
    const queries = Object.keys(h1).filter((key) => key.startsWith('@media'));
    expect(queries.length).toBeGreaterThanOrEqual(3);
  });
});
