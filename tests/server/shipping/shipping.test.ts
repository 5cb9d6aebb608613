/**
 * Shipping through GraphQL (docs/interfaces.md "Shipping"): `shippingOptions` from the table when Melhor Envio is
 * not configured, from a mocked Melhor Envio (outside this machine: a local HTTP server stands in for it) when it
 * is, and the option chosen in an order priced again by the server, with SHIPPING_OPTION_UNAVAILABLE when it is
 * no longer offered. The shop is a copy of the demo mercado open to guests, which ships from Vila Madalena. A
 * parcel takes days: it goes by carrier only for a scheduled delivery outside the shop's own coverage, never "now",
 * and never where the shop's own courier goes (docs/business-rules.md "Local delivery or carrier").
 */
import fs from 'node:fs';
import path from 'node:path';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearShippingCache } from '@/src/server/shipping/shipping-service';
import type { TestDatabase } from '@/tests/support/test-database';
import { AERO, closeSeededDatabase, openSeededDatabase } from '../graphql-harness';
import { importCatalog } from '@/src/server/catalog-io/import';
import { clearDirectoryCache } from '@/src/server/tenancy/company-directory';
import { call as callAs, codesOf, CREATE, type Call } from '../orders/orders-fixture';

const SHOP = 'fretes.localhost:3000';
const CATALOG = 'mercado-loja';
const call = (query: string, options: Call = {}) => callAs(query, { host: SHOP, ...options });

let t: TestDatabase;
beforeAll(async () => {
  t = await openSeededDatabase();
  const doc = JSON.parse(fs.readFileSync(path.resolve('data/demo/mercado.json'), 'utf8'));
  doc.company = { ...doc.company, slug: 'fretes', name: 'Fretes', domains: [], requiredAuth: false };
  doc.blogPosts = [];
  Object.assign(doc.catalogs[0], { requiredAuth: false, minimumOrderValue: 0 });
  const imported = await importCatalog(t.db, doc);
  if (!imported.ok) throw new Error(`import failed: ${JSON.stringify(imported)}`);
  clearDirectoryCache();
  const options = await call(SLOTS, { variables: { input: { catalogId: CATALOG, type: 'delivery' } } });
  slot = options.data!.checkoutOptions.slots[0].startsAt;
}, 60_000);
afterAll(async () => closeSeededDatabase(t));
afterEach(() => {
  delete process.env.MELHOR_ENVIO_TOKEN;
  delete process.env.MELHOR_ENVIO_URL;
  clearShippingCache();
});

const SLOTS = `query Slots($input: CheckoutOptionsInput!) { checkoutOptions(input: $input) { slots { startsAt } } }`;
/** The first delivery slot the shop offers at the tests' clock. */
let slot = '';
const OPTIONS = `query Options($input: ShippingOptionsInput!) { shippingOptions(input: $input) { id name price days } }`;
const QUOTE = `query Quote($input: OrderInput!) { quote(input: $input) { subtotal deliveryFee total problems } }`;

/** Água mineral 1,5 L: 1.55 kg in a 9 × 33 × 9 cm bottle (the demo's measures). Two of them bill 3.1 kg. */
const WATER = 'mercado-loja-12';
const RIO = {
  zipCode: '20040-020',
  city: 'Rio de Janeiro',
  district: 'Centro',
  street: 'Av. Rio Branco',
  number: '1',
  state: 'RJ',
  country: 'Brasil',
};

const optionsFor = (zipCode: string, items = [{ itemId: WATER, quantity: 2 }], catalogId = CATALOG, host?: string) =>
  call(OPTIONS, { host: host ?? SHOP, variables: { input: { catalogId, zipCode, items } } });

const shippedOrder = (shippingOptionId: string, extra: Record<string, unknown> = {}) => ({
  catalogId: CATALOG,
  items: [{ itemId: WATER, quantity: 2 }],
  operationWay: { type: 'delivery', time: 'schedule', scheduledFor: slot },
  customer: { name: 'Ana Souza', phone: '21999990000', email: 'ana@example.test', address: RIO },
  payment: { method: 'CASH' },
  shippingOptionId,
  ...extra,
});

describe('shippingOptions from the table (Melhor Envio not configured)', () => {
  it('prices by the destination region and the billable weight: Rio, 3.1 kg → base + 3 started kilos', async () => {
    const result = await optionsFor('20040-020');
    expect(result.errors).toBeUndefined();
    expect(result.data!.shippingOptions).toEqual([
      { id: 'table:economico', name: 'Econômico', price: 33.4, days: 5 },
      { id: 'table:expresso', name: 'Expresso', price: 56.4, days: 2 },
    ]);
  });

  it('answers nothing for an invalid CEP, an empty cart or a catalogue that does not ship', async () => {
    expect((await optionsFor('2004')).data!.shippingOptions).toEqual([]);
    expect((await optionsFor('20040-020', [])).data!.shippingOptions).toEqual([]);
    expect((await optionsFor('20040-020', [{ itemId: 'unknown', quantity: 1 }])).data!.shippingOptions).toEqual([]);
    const burger = await optionsFor(
      '20040-020',
      [{ itemId: 'aero-delivery-burger-01', quantity: 1 }],
      'aero-delivery-burger',
      AERO,
    );
    expect(burger.errors).toBeUndefined();
    expect(burger.data!.shippingOptions).toEqual([]);
  });

  it("does not reach another company's catalogue from a company's host", async () => {
    const result = await optionsFor('20040-020', [{ itemId: WATER, quantity: 1 }], CATALOG, AERO);
    expect(codesOf(result)).toEqual(['CATALOG_NOT_FOUND']);
  });
});

describe('the chosen option in the quote and the order', () => {
  it('replaces the delivery fee with the option priced again, even where the coverage does not reach', async () => {
    const quote = (await call(QUOTE, { variables: { input: shippedOrder('table:expresso') } })).data!.quote;
    expect(quote.problems).toEqual([]);
    expect(quote.deliveryFee).toBe(56.4);
    expect(quote.total).toBeCloseTo(quote.subtotal + 56.4, 2);
    // Without a shipping option, Rio is outside the shop's coverage.
    const plain = (await call(QUOTE, { variables: { input: { ...shippedOrder('x'), shippingOptionId: null } } })).data!
      .quote;
    expect(plain.problems).toEqual(['SHIPPING_OPTION_REQUIRED']);
  });

  it('never ships now: outside the coverage a delivery now is CARRIER_NOT_NOW, with or without an option', async () => {
    const now = { type: 'delivery', time: 'now' };
    for (const option of ['table:expresso', null]) {
      const quote = (await call(QUOTE, { variables: { input: shippedOrder(option!, { operationWay: now }) } })).data!
        .quote;
      expect(quote.problems).toEqual(['CARRIER_NOT_NOW']);
      expect(quote.deliveryFee).toBe(0);
    }
    const refused = await call(CREATE, {
      clientId: 'shipping-browser-3',
      variables: { input: shippedOrder('table:expresso', { operationWay: now }), key: crypto.randomUUID() },
    });
    expect(codesOf(refused)).toEqual(['CARRIER_NOT_NOW']);
  });

  it('where its own courier goes, the shop delivers itself at the place’s fee, and refuses a carrier option', async () => {
    const vila = { ...RIO, zipCode: '05435-000', state: 'SP', city: 'São Paulo', district: 'Vila Madalena' };
    for (const operationWay of [{ type: 'delivery', time: 'now' }, shippedOrder('x').operationWay]) {
      const customer = { ...shippedOrder('x').customer, address: vila };
      const local = (
        await call(QUOTE, {
          variables: { input: { ...shippedOrder('x'), operationWay, customer, shippingOptionId: null } },
        })
      ).data!.quote;
      expect(local).toMatchObject({ deliveryFee: 5.9, problems: [] });
      const shipped = (
        await call(QUOTE, { variables: { input: { ...shippedOrder('table:economico'), operationWay, customer } } })
      ).data!.quote;
      expect(shipped.problems).toEqual(['SHIPPING_OPTION_UNAVAILABLE']);
    }
  });

  it('places the order with the server-side price', async () => {
    const placed = await call(CREATE, {
      clientId: 'shipping-browser-1',
      variables: { input: shippedOrder('table:economico'), key: crypto.randomUUID() },
    });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.createOrder.deliveryFee).toBe(33.4);
  });

  it('refuses an option that is not offered (SHIPPING_OPTION_UNAVAILABLE), in the quote and in createOrder', async () => {
    const quote = (await call(QUOTE, { variables: { input: shippedOrder('table:teleporte') } })).data!.quote;
    expect(quote.problems).toContain('SHIPPING_OPTION_UNAVAILABLE');
    const refused = await call(CREATE, {
      clientId: 'shipping-browser-2',
      variables: { input: shippedOrder('me:1'), key: crypto.randomUUID() },
    });
    expect(codesOf(refused)).toEqual(['SHIPPING_OPTION_UNAVAILABLE']);
    // Too heavy for one parcel: 20 bottles bill 31 kg, so no option exists any more.
    const heavy = await call(QUOTE, {
      variables: { input: shippedOrder('table:economico', { items: [{ itemId: WATER, quantity: 20 }] }) },
    });
    expect(heavy.data!.quote.problems).toContain('SHIPPING_OPTION_UNAVAILABLE');
  });
});

describe('shippingOptions from a mocked Melhor Envio (outside this machine)', () => {
  let server: Server;
  let requests: { method?: string; url?: string; auth?: string; body: Record<string, unknown> }[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: [] };

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        requests.push({
          method: req.method,
          url: req.url,
          auth: req.headers.authorization,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const useMock = () => {
    requests = [];
    process.env.MELHOR_ENVIO_TOKEN = 'test-token-123';
    process.env.MELHOR_ENVIO_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  };

  const SERVICES = [
    {
      id: 2,
      name: 'SEDEX',
      price: '48.71',
      custom_price: '48.71',
      delivery_time: 3,
      custom_delivery_time: 3,
      company: { id: 1, name: 'Correios' },
    },
    {
      id: 1,
      name: 'PAC',
      price: '27.35',
      custom_price: '25.90',
      delivery_time: 8,
      custom_delivery_time: 9,
      company: { id: 1, name: 'Correios' },
    },
    { id: 3, name: '.Package', error: 'Transportadora não atende este trecho.', company: { id: 2, name: 'Jadlog' } },
  ];

  it("sends the CEPs and each item's unit measures, value and quantity, and lists the services that serve the route, cheapest first", async () => {
    useMock();
    answer = { status: 200, body: SERVICES };
    const result = await optionsFor('20040-020', [
      { itemId: WATER, quantity: 2 },
      { itemId: 'mercado-loja-16', quantity: 1 },
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.data!.shippingOptions).toEqual([
      { id: 'me:1', name: 'Correios PAC', price: 25.9, days: 9 },
      { id: 'me:2', name: 'Correios SEDEX', price: 48.71, days: 3 },
    ]);
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/v2/me/shipment/calculate');
    expect(sent.auth).toBe('Bearer test-token-123');
    expect(sent.body.from).toEqual({ postal_code: '05435001' });
    expect(sent.body.to).toEqual({ postal_code: '20040020' });
    expect(sent.body.products).toEqual([
      { id: WATER, width: 9, height: 33, length: 9, weight: 1.55, insurance_value: expect.any(Number), quantity: 2 },
      {
        id: 'mercado-loja-16',
        width: 10,
        height: 18,
        length: 6,
        weight: 0.52,
        insurance_value: expect.any(Number),
        quantity: 1,
      },
    ]);
  });

  it("prices the order's option with the carrier again, answered from memory for the same parcel", async () => {
    useMock();
    answer = { status: 200, body: SERVICES };
    const quote = (await call(QUOTE, { variables: { input: shippedOrder('me:2') } })).data!.quote;
    expect(quote.deliveryFee).toBe(48.71);
    const again = (await call(QUOTE, { variables: { input: shippedOrder('me:2') } })).data!.quote;
    expect(again.deliveryFee).toBe(48.71);
    expect(requests).toHaveLength(1);
  });

  it('falls back to the table when Melhor Envio fails, so an option listed from the carrier is no longer offered', async () => {
    useMock();
    answer = { status: 500, body: { message: 'Unavailable' } };
    const result = await optionsFor('20040-020');
    expect(result.data!.shippingOptions.map((o: { id: string }) => o.id)).toEqual([
      'table:economico',
      'table:expresso',
    ]);
    const quote = (await call(QUOTE, { variables: { input: shippedOrder('me:2') } })).data!.quote;
    expect(quote.problems).toContain('SHIPPING_OPTION_UNAVAILABLE');
  });
});
