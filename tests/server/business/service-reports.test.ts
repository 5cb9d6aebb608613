/**
 * After the service (issue 18, point 9) through GraphQL against the seeded PGlite: the store's staff record when a
 * client was met, by whom, with a note; the booker gets a short report mail once, in the language she booked in; the
 * company reads it on its bookings list and the order. Only the store's own staff may write it; bad input is
 * refused with translated messages naming the field.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/src/server/db/schema';
import type { TestDatabase } from '@/tests/support/test-database';
import {
  AERO,
  AERO_STAFF_EMAIL,
  closeSeededDatabase,
  gql,
  MERCADO_STAFF_EMAIL,
  openSeededDatabase,
} from '../graphql-harness';
import { bearer, call, CANCEL, codesOf } from '../orders/orders-fixture';
import { makeAccount, meeting, orderInput, place } from './after-booking-fixture';

const REPORT = /* GraphQL */ `
  mutation Report($orderId: ID!, $line: Int!, $input: BookingServiceReportInput!) {
    reportBookingServed(orderId: $orderId, line: $line, input: $input) {
      line
      metAt
      agentName
      note
    }
  }
`;
const BIA = 'bia@relatorio.test';
let t: TestDatabase;
let corp: Awaited<ReturnType<typeof makeAccount>>;
let orderId: string;

beforeAll(async () => {
  t = await openSeededDatabase();
  corp = await makeAccount(t, { cnpj: '98765432000198', name: 'Relatorio', booker: BIA });
  // Booked in English, for Tuesday 06:40 and Thursday 06:40.
  const booked = await place(
    t,
    BIA,
    orderInput(corp.accountId, [meeting(corp.clientId, '2026-11-24T06:40:00-03:00'), meeting(corp.clientId)]),
    { lang: 'en' },
  );
  orderId = booked.data!.createOrder._id;
}, 60_000);
afterAll(async () => closeSeededDatabase(t));

const report = async (
  email: string,
  variables: Record<string, unknown>,
  options: { lang?: string; now?: string } = {},
) => gql(REPORT, { host: AERO, authorization: await bearer(t, email), variables, ...options });
const TUESDAY = '2026-11-24T08:00:00.000-03:00';
const input = { metAt: '2026-11-24T06:52:00-03:00', agentName: 'Marcos Lima', note: 'Flight 10 min late.' };

describe("the store's staff record the service", () => {
  it('keeps when, by whom and the note, and mails the booker once, in English', async () => {
    const answer = await report(AERO_STAFF_EMAIL, { orderId, line: 1, input }, { now: TUESDAY });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.reportBookingServed).toEqual({
      line: 1,
      metAt: '2026-11-24T06:52:00.000-03:00',
      agentName: 'Marcos Lima',
      note: 'Flight 10 min late.',
    });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, BIA));
    const sent = mails.filter((m) => m.subject.startsWith('Service given'));
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toMatch(/^Service given: Cliente Relatorio \(order [A-Z2-9]{3}-[A-Z2-9]{3}\)$/);
    expect(sent[0].text).toContain('was met on 24 Nov 2026, 06:52 by Marcos Lima');
    expect(sent[0].text).toContain('Note: Flight 10 min late.');
    expect(sent[0].text).toContain(`/status-pedido?id=${orderId}`);
  });

  it('a correction replaces it without a second mail', async () => {
    const corrected = await report(
      AERO_STAFF_EMAIL,
      { orderId, line: 1, input: { ...input, agentName: 'Marcos A. Lima', note: '' } },
      { now: TUESDAY },
    );
    expect(corrected.data!.reportBookingServed).toMatchObject({ agentName: 'Marcos A. Lima', note: '' });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, BIA));
    expect(mails.filter((m) => m.subject.startsWith('Service given'))).toHaveLength(1);
  });

  it('the company reads it on its bookings and on the order; the other line is not served yet', async () => {
    const list = await gql(
      `query B($accountId: ID!) { businessBookings(accountId: $accountId) { bookings { orderId lines { line served { line metAt agentName note } } } } }`,
      { host: AERO, authorization: await bearer(t, BIA), variables: { accountId: corp.accountId } },
    );
    const booking = list.data!.businessBookings.bookings.find((b: { orderId: string }) => b.orderId === orderId);
    expect(booking.lines).toEqual([
      { line: 1, served: { line: 1, metAt: '2026-11-24T06:52:00.000-03:00', agentName: 'Marcos A. Lima', note: '' } },
      { line: 2, served: null },
    ]);
    const order = await gql(
      `query O($id: ID!) { order(id: $id) { businessLines { line clientName time paidWithCredit served { agentName } } } }`,
      { host: AERO, authorization: await bearer(t, BIA), variables: { id: orderId } },
    );
    expect(order.data!.order.businessLines).toEqual([
      {
        line: 1,
        clientName: 'Cliente Relatorio',
        time: '2026-11-24T06:40:00.000-03:00',
        paidWithCredit: false,
        served: { agentName: 'Marcos A. Lima' },
      },
      {
        line: 2,
        clientName: 'Cliente Relatorio',
        time: '2026-11-26T06:40:00.000-03:00',
        paidWithCredit: false,
        served: null,
      },
    ]);
  });
});

describe('refusals', () => {
  it('the booker and another company’s staff may not write it', async () => {
    expect(codesOf(await report(BIA, { orderId, line: 2, input }, { now: TUESDAY }))).toEqual(['FORBIDDEN']);
    expect(codesOf(await report(MERCADO_STAFF_EMAIL, { orderId, line: 2, input }, { now: TUESDAY }))).toEqual([
      'FORBIDDEN',
    ]);
  });

  it.each([
    [
      'a meeting in the future',
      { line: 2, input: { ...input, metAt: '2026-11-24T09:00:00-03:00' } },
      'SERVICE_REPORT_TIME_INVALID',
      'pt-BR',
      'Informe quando o cliente foi recebido: depois da reserva e não no futuro.',
    ],
    [
      'a one-letter agent',
      { line: 2, input: { ...input, agentName: 'M' } },
      'SERVICE_REPORT_AGENT_INVALID',
      'es',
      'Indica el nombre de quien recibió al cliente (2 a 80 caracteres).',
    ],
    [
      'a long note',
      { line: 2, input: { ...input, note: 'x'.repeat(501) } },
      'SERVICE_REPORT_NOTE_INVALID',
      'en',
      'The note can be up to 500 characters.',
    ],
    [
      'a line the order does not have',
      { line: 3, input },
      'SERVICE_REPORT_LINE_NOT_FOUND',
      'en',
      "This order has no such client's booking.",
    ],
    [
      'an order that does not exist',
      { line: 1, input, orderId: '00000000-0000-4000-8000-000000000000' },
      'ORDER_NOT_FOUND',
      'en',
      'Order not found.',
    ],
  ])('%s', async (_name, variables, code, lang, message) => {
    const answer = await report(AERO_STAFF_EMAIL, { orderId, ...variables }, { now: TUESDAY, lang });
    expect(codesOf(answer)).toEqual([code]);
    expect(answer.errors![0].message).toBe(message);
  });

  it('a cancelled booking has no service to record', async () => {
    const other = await place(t, BIA, orderInput(corp.accountId, [meeting(corp.clientId)]));
    const id = other.data!.createOrder._id;
    await call(CANCEL, { host: AERO, authorization: await bearer(t, BIA), variables: { id } });
    expect(codesOf(await report(AERO_STAFF_EMAIL, { orderId: id, line: 1, input }, { now: TUESDAY }))).toEqual([
      'SERVICE_REPORT_ORDER_CANCELED',
    ]);
  });
});
