import { describe, expect, it } from 'vitest';
import { sqlTestFiles } from '@/scripts/sql-tests';

describe('the PostgreSQL pass chooses its files by rule', () => {
  const files = sqlTestFiles();
  it('takes the files that open a database, directly or through a harness or fixture', () => {
    expect(files).toContain('tests/server/db/db-schema.test.ts'); // imports tests/support/test-database itself
    expect(files).toContain('tests/server/graphql/graphql-catalog.test.ts'); // through tests/server/graphql-harness.ts
    expect(files).toContain('tests/server/orders/create-order.test.ts'); // through orders-fixture.ts
  });
  it('leaves out the files that never open one, and the engine-independent fuzz test', () => {
    expect(files).not.toContain('tests/server/deployment/deployment-mode.test.ts');
    expect(files).not.toContain('tests/server/payments/stripe-gateway.test.ts');
    expect(files).not.toContain('tests/domain/pricing/coupon.test.ts');
    expect(files).not.toContain('tests/server/graphql/graphql-fuzz.test.ts');
  });
});
