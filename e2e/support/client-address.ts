/**
 * Each test of the calling spec its own client address, sent as X-Forwarded-For the way one proxy hop in front of
 * the server would (scripts/e2e-server.ts sets TRUST_PROXY=1): the right-most entry is the client, what a proxy
 * appends. A fixed left-most entry rides along, as a client may write one itself: the server must never take it,
 * or every test would share that address and the per-address limits would count the whole suite together.
 */
import { test } from '@playwright/test';

/** What a client could claim to be (TEST-NET-3): the same for every test, and never the address counted. */
export const CLAIMED_BY_CLIENT = '203.0.113.250';

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
      await provide({ 'x-forwarded-for': `${CLAIMED_BY_CLIENT}, 198.51.${100 + (n % 100)}.${1 + ((n >>> 8) % 250)}` });
    },
  });
}
