/**
 * The server's clock and a catalogue's gate-delivery figures, read from checkoutOptions (read-only), so boarding
 * times are worked out from the same instant the server checks against: STORE_NOW when the server has it.
 */
import type { APIRequestContext } from '@playwright/test';
import { DateTime } from 'luxon';
import { ROOT } from './hosts';

export interface GateClock {
  now: DateTime;
  /** Minutes from ordering now to the gate (the terminal's time, else the rule's lead time). */
  deliveryMinutes: number;
  /** Minutes before boarding by which the food must be at the gate. */
  marginMinutes: number;
}

interface Options {
  now: string;
  deliveryLeadMinutes: number;
  operations: { type: string; now: boolean }[];
  gateDelivery: { marginMinutes: number; terminals: { name: string; estimatedDeliveryTime: number | null }[] } | null;
}

/** The clock and the figures for `terminal` of a catalogue that delivers now: by default the 24-hour café. */
export async function gateClock(
  request: APIRequestContext,
  catalogId = 'aero-delivery-cafe',
  terminal = 'Terminal 2',
): Promise<GateClock> {
  const response = await request.post(`${ROOT}/api/graphql`, {
    data: {
      query: `query Clock($input: CheckoutOptionsInput!) { checkoutOptions(input: $input) {
        now deliveryLeadMinutes operations { type now } gateDelivery { marginMinutes terminals { name estimatedDeliveryTime } } } }`,
      variables: { input: { company: 'aeroporto', catalogId } },
    },
  });
  const body = (await response.json()) as { data?: { checkoutOptions: Options }; errors?: unknown };
  if (!body.data) throw new Error(`checkoutOptions failed: ${JSON.stringify(body.errors)}`);
  const options = body.data.checkoutOptions;
  if (!options.gateDelivery) throw new Error(`${catalogId} has no gate delivery`);
  // Failing, not skipping: the café delivers at every hour, so a spec using it never depends on when it runs.
  if (!options.operations.some((o) => o.type === 'delivery' && o.now))
    throw new Error(`${catalogId} does not deliver now (${options.now})`);
  const place = options.gateDelivery.terminals.find((t) => t.name === terminal);
  return {
    now: DateTime.fromISO(options.now, { setZone: true }),
    deliveryMinutes: place?.estimatedDeliveryTime ?? options.deliveryLeadMinutes,
    marginMinutes: options.gateDelivery.marginMinutes,
  };
}

/** A boarding time as the shopper types it: 'HH:MM' (after midnight it is tomorrow's, as the server reads it). */
export const hhmm = (at: DateTime) => at.toFormat('HH:mm');

/**
 * The way to place a take-away order at `catalogId` at the server's clock: now while it serves, else its first
 * slot (a shop closed at night takes the order for the morning), so a spec placing one runs at any hour.
 */
export async function takeAwayWay(
  request: APIRequestContext,
  company: string,
  catalogId: string,
): Promise<{ type: 'takeAway'; time: 'now' | 'schedule'; scheduledFor?: string }> {
  const response = await request.post(`${ROOT}/api/graphql`, {
    data: {
      query:
        'query Way($input: CheckoutOptionsInput!) { checkoutOptions(input: $input) { operations { type now } slots { startsAt } } }',
      variables: { input: { company, catalogId, type: 'takeAway' } },
    },
  });
  const body = (await response.json()) as {
    data?: { checkoutOptions: { operations: { type: string; now: boolean }[]; slots: { startsAt: string }[] } };
    errors?: unknown;
  };
  if (!body.data) throw new Error(`checkoutOptions failed: ${JSON.stringify(body.errors)}`);
  const { operations, slots } = body.data.checkoutOptions;
  if (operations.some((o) => o.type === 'takeAway' && o.now)) return { type: 'takeAway', time: 'now' };
  if (!slots[0]) throw new Error(`${catalogId} takes no take-away order now nor later`);
  return { type: 'takeAway', time: 'schedule', scheduledFor: slots[0].startsAt };
}
