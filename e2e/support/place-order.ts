/** Placing an order from a spec's page, as the storefront's browser code does (one copy for every spec). */
import type { Page } from '@playwright/test';

/** createOrder from the page, as the storefront's browser code sends it: the signed-in session's
 * token when there is one, and the page's client id cookie (a guest's orders are found by it). */
export async function placeOrder(
  page: Page,
  input: Record<string, unknown>,
): Promise<{ _id: string; number: string; status: string }> {
  return page.evaluate(async (input) => {
    const session = (await (await fetch('/api/auth/session')).json()) as { idToken?: string } | null;
    if (!document.cookie.includes('clientId='))
      document.cookie = `clientId=${crypto.randomUUID()}; path=/; samesite=lax`;
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(session?.idToken ? { authorization: `Bearer ${session.idToken}` } : {}),
      },
      body: JSON.stringify({
        query:
          'mutation Place($input: OrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { _id number status } }',
        variables: { input, key: crypto.randomUUID() },
      }),
    });
    const body = (await response.json()) as {
      data?: { createOrder: { _id: string; number: string; status: string } };
      errors?: unknown;
    };
    if (!body.data?.createOrder) throw new Error(`createOrder failed: ${JSON.stringify(body.errors)}`);
    return body.data.createOrder;
  }, input);
}
