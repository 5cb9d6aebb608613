/** What the flight question and the gate times read from the pages' results (typed beside the screens, no server code). */

/** `Company.gateDelivery`: the company's question. */
export interface CompanyGateDelivery {
  marginMinutes: number;
  terminals: string[];
  flightLookup: boolean;
  serviceSlug: string | null;
  timezone: string;
  now: string;
}

/** `Catalog.gateTiming`: a store's minutes to each terminal's gates at the server's clock. */
export interface StoreGateTimingView {
  preparationMinutes: number;
  marginMinutes: number;
  deliversNow: boolean;
  pickUpNow: boolean;
  timezone: string;
  now: string;
  terminals: { name: string; deliveryMinutes: number; walkingMinutes: number | null }[];
}

/** The flight's one-line form (the store page and the cart): its height, kept while its code loads. */
export const COMPACT_PROMPT_HEIGHT = 66;
