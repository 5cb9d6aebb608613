/**
 * Helpers of the money tests (zero totals, the approved total, payment methods): a store changes its catalogue
 * between a shopper's review and order, as its staff would by importing it again; a sandbox card token.
 */
import { exportCatalog } from '@/src/server/catalog-io/export';
import { importCatalog } from '@/src/server/catalog-io/import';
import { clearSnapshotCache } from '@/src/server/catalog/company-snapshot';
import type { SandboxOutcome } from '@/src/domain/payments/test-cards';
import { serverSecret } from '@/src/server/identity/server-secret';
import { issueSandboxToken } from '@/src/server/payments/sandbox-token';
import type { TestDatabase } from '@/tests/support/test-database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;

/** Exports the company's catalogue, lets `change` edit the document, and imports it again (the store's own way). */
export async function changeCatalogue(t: TestDatabase, slug: string, change: (doc: Doc) => void): Promise<void> {
  const doc = await exportCatalog(t.db, slug);
  if (!doc) throw new Error(`no company ${slug}`);
  change(doc);
  const imported = await importCatalog(t.db, doc);
  if (!imported.ok) throw new Error(`import failed: ${JSON.stringify(imported)}`);
  clearSnapshotCache();
}

/** A sandbox card token as the tokenising endpoint gives it (4242… approves). */
export const sandboxCard = (outcome: SandboxOutcome = 'APPROVE') =>
  issueSandboxToken({ outcome, brand: 'visa', last4: '4242' }, serverSecret(), new Date());
