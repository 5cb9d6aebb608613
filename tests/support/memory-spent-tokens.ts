/**
 * The sandbox processor's spent tokens kept in memory, for tests of the payment adapters that run without a
 * database (the real store is src/server/payments/sandbox-spent-tokens.ts, tested against the database).
 */
import type { SpentTokens } from '@/src/server/payments/sandbox-spent-tokens';

export function memorySpentTokens(): SpentTokens & { spent: Set<string> } {
  const spent = new Set<string>();
  return {
    spent,
    async spend(nonce) {
      if (spent.has(nonce)) return false;
      spent.add(nonce);
      return true;
    },
  };
}
