/**
 * The landing pages' styles are static stylesheets (CSS modules, docs/notes-staticsx.md), linked by the page: every
 * class in the server's HTML must be defined by a stylesheet that HTML brings, before any script runs. A part
 * rendered on the server from a chunk of its own (`next/dynamic`, the shop's home in CompanyHome.tsx) whose
 * styles came only with that chunk would show unstyled until it arrived.
 */
import { expect, test } from '@playwright/test';
import { AERO, PORT } from './support/hosts';

const MERCADO = `http://mercado.test:${PORT}`;

const PAGES = [
  `${AERO}/`,
  `${AERO}/loja/burger-pista`,
  `${AERO}/loja/burger-pista/classico-pista`,
  `${AERO}/en/loja/burger-pista`,
  `${MERCADO}/`,
  `${MERCADO}/loja/mercado-da-vila`,
];

for (const url of PAGES) {
  test(`${url.replace(/^http:\/\/[^/]+/, '') || '/'} on ${new URL(url).hostname}: every class in the server's HTML is styled by its stylesheets`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url);
    const { classes, selectors } = await page.evaluate(() => {
      const texts: string[] = [];
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) texts.push(rule.selectorText);
          if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
      const used = new Set<string>();
      for (const element of Array.from(document.querySelectorAll('[class]')))
        for (const name of Array.from(element.classList)) used.add(name);
      return { classes: [...used], selectors: texts.join(' ') };
    });
    // MUI's own marker classes (MuiBox-root, MuiTypography-body2, …) name components; they are not meant to style.
    const ours = classes.filter((name) => !name.startsWith('Mui'));
    expect(ours.length).toBeGreaterThan(20);
    const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
    const defined = (name: string) => new RegExp(`\\.${escape(name)}(?![\\w-])`).test(selectors);
    expect(ours.filter((name) => !defined(name))).toEqual([]);
    await context.close();
  });
}
