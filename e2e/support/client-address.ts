/**
 * Each test of the calling spec its own client address, sent as X-Forwarded-For (the e2e server trusts it:
 * scripts/e2e-server.ts sets TRUST_PROXY). The sign-up limit allows 5 per address in a 10-minute window; from one
 * address the whole suite's sign-ups would use it up, depending on how the specs fall in the window.
 */
import { test } from '@playwright/test';

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

export function ownClientAddressPerTest() {
  test.use({
    extraHTTPHeaders: async ({}, provide, testInfo) => {
      const n = hash(`${testInfo.testId}:${testInfo.project.name}`);
      // TEST-NET-2 (RFC 5737): documentation addresses, never a real client.
      await provide({ 'x-forwarded-for': `198.51.${100 + (n % 100)}.${1 + ((n >>> 8) % 250)}` });
    },
  });
}
