import { expect, test } from '@playwright/test';
import { HtmlValidate, type Message } from 'html-validate';
import { pagesWithLanguages } from './public-pages';

/**
 * The server-rendered HTML of every public page conforms to the HTML standard, checked offline by html-validate
 * with its standards-conformance presets (docs/decisions.md "HTML validity"): `standard` (what the W3C checker
 * calls errors: content models, duplicate ids, invalid attributes, nested interactive elements…) and `document`
 * for whole documents (doctype, references such as aria-labelledby pointing at ids that exist). Two of
 * `document`'s rules are left out: `require-sri` (our scripts come from our own origin) and `heading-level` and
 * `input-missing-label` (accessibility, which e2e/a11y.spec.ts checks with axe-core in the live page).
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: { 'require-sri': 'off', 'heading-level': 'off', 'input-missing-label': 'off' },
});

function describe(message: Message): string {
  return `${message.ruleId} ${message.line}:${message.column} ${message.message} (${message.selector ?? ''})`;
}

// The HTML is the server's, so one viewport is enough (playwright.config.ts runs this file at desktop width only).
test.describe('server-rendered HTML', () => {
  for (const page of pagesWithLanguages()) {
    test(`${page.name}: no HTML conformance errors`, async ({ page: browser }) => {
      // Through the browser, so the custom domain resolves (e2e/chromium.ts); scripts are not needed.
      await browser.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
      const response = await browser.goto(page.url, { waitUntil: 'commit' });
      expect(response?.status()).toBe(page.status);
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      const report = await validator.validateString(html);
      const errors = report.results.flatMap((result) => result.messages).filter((m) => m.severity === 2);
      expect(errors.map(describe)).toEqual([]);
    });
  }
});

test('the checker itself finds an Emotion <style> inside <body>', async () => {
  // Guards the check above: a preset change that stopped seeing the known fault would let every page pass.
  const html =
    '<!DOCTYPE html><html lang="pt-BR"><head><title>x</title></head><body><div><style>a{}</style></div></body></html>';
  const report = await validator.validateString(html);
  expect(report.valid).toBe(false);
  expect(report.results[0]?.messages.map((m) => m.ruleId)).toContain('element-permitted-content');
});
