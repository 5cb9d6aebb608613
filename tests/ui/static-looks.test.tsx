/**
 * The static looks (src/ui/*.module.css) must draw what MUI and the `sx` looks draw from the theme, rule for rule:
 * a theme or look change that is not copied there fails here.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { describe, expect, it } from 'vitest';
import { containedLook, iconLook, largeSize, outlinedLook, textLook } from '@/src/ui/button-look';
import type { TextVariant } from '@/src/ui/Text';
import { theme } from '@/src/ui/theme';
import { emotionRules, moduleRules, normaliseColours, themeVariables } from '../support/static-css';

const VARIANTS: TextVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'caption',
];

describe('Text.module.css', () => {
  it.each(VARIANTS)("draws %s as MUI's Typography does with the theme", (variant) => {
    const expected = emotionRules(<Typography variant={variant}>x</Typography>);
    expect(expected.length).toBeGreaterThan(0);
    expect(moduleRules('src/ui/Text.module.css', variant)).toEqual(expected);
  });
});

describe('button-look.module.css', () => {
  it.each([
    ['text', textLook],
    ['icon', iconLook],
    ['contained', containedLook()],
    ['outlined', outlinedLook],
    ['large', largeSize],
  ] as const)('draws .%s as its sx look does', (className, look) => {
    const expected = emotionRules(<Box sx={look}>x</Box>);
    expect(expected.length).toBeGreaterThan(0);
    expect(moduleRules('src/ui/button-look.module.css', className)).toEqual(expected);
  });
});

describe("global.css's custom properties", () => {
  const p = theme.palette;
  const expected: Record<string, string> = {
    '--sf-primary': p.primary.main,
    '--sf-primary-dark': p.primary.dark,
    '--sf-primary-contrast': p.primary.contrastText,
    '--sf-secondary': p.secondary.main,
    '--sf-secondary-contrast': p.secondary.contrastText,
    '--sf-text-primary': p.text.primary,
    '--sf-text-secondary': p.text.secondary,
    '--sf-divider': p.divider,
    '--sf-paper': p.background.paper,
    '--sf-grey-100': p.grey[100],
    '--sf-action-active': p.action.active,
    '--sf-action-hover': p.action.hover,
    '--sf-action-disabled': p.action.disabled,
    '--sf-action-disabled-background': p.action.disabledBackground,
    '--sf-success-dark': p.success.dark,
    '--sf-warning-dark': p.warning.dark,
    '--sf-error': p.error.main,
    '--sf-shadow-1': theme.shadows[1],
    '--sf-shadow-2': theme.shadows[2],
    '--sf-shadow-3': theme.shadows[3],
    '--sf-shadow-4': theme.shadows[4],
  };
  const normalise = (value: string) => normaliseColours(value).replace(/\s+/g, '').toLowerCase();

  it('are the theme’s values, and each is checked here', () => {
    const variables = themeVariables();
    for (const [name, value] of Object.entries(expected))
      expect([name, normalise(variables.get(name) ?? '')]).toEqual([name, normalise(value)]);
    const unchecked = [...variables.keys()].filter((name) => !(name in expected) && name !== '--sf-primary-rgb');
    expect(unchecked).toEqual([]);
  });

  it('give the primary colour as channels too, for its tints', () => {
    expect(normaliseColours(`rgb(${themeVariables().get('--sf-primary-rgb')})`)).toBe(normaliseColours(p.primary.main));
  });
});
