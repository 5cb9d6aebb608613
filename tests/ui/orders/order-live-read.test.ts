/**
 * Live re-reads ask the server each time: a second read of an order (or of the board's order) asked while an
 * identical one is in flight — two status changes a moment apart — gets its own answer, not the first read's older
 * one. The server is a stand-in `fetch` that answers the two reads differently (and a guest's session).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readOrder } from '@/src/features/orders/order-actions';
import { readBoardOrder } from '@/src/features/staff/board-actions';

afterEach(() => vi.unstubAllGlobals());

/** A stand-in server: the first GraphQL read is answered last, with the older status. */
function standInServer() {
  let calls = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    if (String(input).includes('/api/auth/session')) return Response.json({});
    calls += 1;
    const status = calls === 1 ? 'PREPARING' : 'DISPATCHED';
    await new Promise((resolve) => setTimeout(resolve, calls === 1 ? 60 : 5));
    return Response.json({ data: { order: { __typename: 'Order', _id: 'o1', status } } });
  });
  return { calls: () => calls };
}

describe('live re-reads with a stand-in server', () => {
  it("the status page's two reads in flight each get their own answer", async () => {
    const server = standInServer();
    const answers = await Promise.all([readOrder('pt-BR', 'o1'), readOrder('pt-BR', 'o1')]);
    expect(server.calls()).toBe(2);
    expect(answers.map((order) => order?.status).sort()).toEqual(['DISPATCHED', 'PREPARING']);
  });

  it("the board's two reads of one order in flight each get their own answer", async () => {
    const server = standInServer();
    const answers = await Promise.all([readBoardOrder('pt-BR', 'o1'), readBoardOrder('pt-BR', 'o1')]);
    expect(server.calls()).toBe(2);
    expect(answers.map((order) => order?.status).sort()).toEqual(['DISPATCHED', 'PREPARING']);
  });
});
