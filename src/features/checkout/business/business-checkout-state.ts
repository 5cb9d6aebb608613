/**
 * The entries of a booking for a company (issue 18), kept in session storage per company beside the checkout's own
 * (use-checkout-state.ts), so Back, a reload and a refusal lose nothing typed: personal or for a company, which
 * company, each client's line, how it is paid (on account with its cost centre and PO, or now) and the server's
 * last refusals by path, shown at their fields until the field changes. Read after hydration (`ready`).
 */
import { useCallback, useEffect, useReducer } from 'react';
import type { BookingLineDraft } from '@/src/domain/business/booking-draft';

export type BusinessMode = 'company' | 'personal';
/** `CREDITS`: every line pays with a package credit and the server quotes 0: nothing to charge, nothing billed. */
export type BusinessPayment = 'ON_ACCOUNT' | 'NOW' | 'CREDITS';

/** A client's line and which of the cart's services it books (the cart entry's index). */
export interface BusinessLine extends BookingLineDraft {
  service: number;
  /** Pay this line with one of the company's package credits (sent as `business.lines[i].useCredit`). */
  useCredit?: boolean;
}

/** A refusal of createOrder at the field it names: `business.lines.0.flightNumber`, `business.costCentre`… */
export interface Refusal {
  code: string;
  message: string;
}

export interface BusinessCheckoutState {
  mode: BusinessMode | null;
  accountId: string | null;
  lines: BusinessLine[];
  payment: BusinessPayment | null;
  costCentre: string;
  purchaseOrder: string;
  refusals: Record<string, Refusal>;
}

export const businessStorageKey = (company: string) => `storefront:checkout-business:${company}`;

export function emptyBusinessState(): BusinessCheckoutState {
  return { mode: null, accountId: null, lines: [], payment: null, costCentre: '', purchaseOrder: '', refusals: {} };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A saved state read back defensively: anything unreadable starts afresh. */
export function restoreBusinessState(saved: unknown): BusinessCheckoutState {
  const fresh = emptyBusinessState();
  if (!saved || typeof saved !== 'object') return fresh;
  const s = saved as Partial<BusinessCheckoutState>;
  const lines = Array.isArray(s.lines)
    ? s.lines.filter(
        (line): line is BusinessLine =>
          !!line && typeof line === 'object' && typeof line.key === 'string' && !!line.client,
      )
    : [];
  return {
    mode: s.mode === 'company' || s.mode === 'personal' ? s.mode : null,
    accountId: typeof s.accountId === 'string' ? s.accountId : null,
    lines: lines.map((line) => ({
      ...line,
      service: Number.isInteger(line.service) ? line.service : 0,
      useCredit: line.useCredit === true,
    })),
    payment: s.payment === 'ON_ACCOUNT' || s.payment === 'NOW' || s.payment === 'CREDITS' ? s.payment : null,
    costCentre: text(s.costCentre),
    purchaseOrder: text(s.purchaseOrder),
    refusals: s.refusals && typeof s.refusals === 'object' ? s.refusals : {},
  };
}

type Patch = Partial<BusinessCheckoutState> | ((current: BusinessCheckoutState) => Partial<BusinessCheckoutState>);
interface Stored {
  state: BusinessCheckoutState;
  loadedFor: string | null;
}
type Action = { type: 'LOADED'; company: string; state: BusinessCheckoutState } | { type: 'UPDATE'; patch: Patch };

function reduce(stored: Stored, action: Action): Stored {
  if (action.type === 'LOADED') return { state: action.state, loadedFor: action.company };
  const patch = typeof action.patch === 'function' ? action.patch(stored.state) : action.patch;
  return { ...stored, state: { ...stored.state, ...patch } };
}

function readSaved(company: string): unknown {
  try {
    const saved = window.sessionStorage.getItem(businessStorageKey(company));
    return saved ? JSON.parse(saved) : null;
  } catch {
    return null;
  }
}

export type UpdateBusiness = (patch: Patch) => void;

export function useBusinessCheckoutState(company: string) {
  const [{ state, loadedFor }, dispatch] = useReducer(reduce, undefined, () => ({
    state: emptyBusinessState(),
    loadedFor: null,
  }));
  const ready = loadedFor === company;
  useEffect(() => {
    dispatch({ type: 'LOADED', company, state: restoreBusinessState(readSaved(company)) });
  }, [company]);
  useEffect(() => {
    if (!ready) return;
    try {
      window.sessionStorage.setItem(businessStorageKey(company), JSON.stringify(state));
    } catch {
      // Full or blocked storage: the entries still work for this page.
    }
  }, [state, ready, company]);
  const update: UpdateBusiness = useCallback((patch) => dispatch({ type: 'UPDATE', patch }), []);
  const clear = useCallback(() => {
    dispatch({ type: 'LOADED', company, state: emptyBusinessState() });
    try {
      window.sessionStorage.removeItem(businessStorageKey(company));
    } catch {
      // nothing saved to clear
    }
  }, [company]);
  return { state, update, clear, ready };
}

/** Drops the refusals of these paths (the field changed: its refusal no longer says anything about it). */
export function withoutRefusals(refusals: Record<string, Refusal>, paths: string[]): Record<string, Refusal> {
  if (!paths.some((path) => path in refusals)) return refusals;
  return Object.fromEntries(Object.entries(refusals).filter(([path]) => !paths.includes(path)));
}

/** A key for a new line (field ids, React keys): unique within the page, never sent. */
export const newLineKey = () => `l${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
