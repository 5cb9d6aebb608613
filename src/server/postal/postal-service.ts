/**
 * CEP lookups for the checkout and the account's addresses (docs/interfaces.md "Postal codes"). The provider comes
 * from the settings: POSTAL_CODE_PROVIDER=viacep or table; absent, the local table in the demo and ViaCEP on a real
 * deployment (the table knows only the demo's places: a demo convenience, gated like the others). Answers are kept
 * per CEP for a day (unknown CEPs too), and the calls to an outside provider are capped per minute, so a flood of
 * lookups cannot turn the server into a client hammering the provider: past the cap, the lookup is unavailable and
 * the shopper types the address.
 */
import { isDemoDeployment } from '../deployment/deployment-mode';
import { PostalLookupUnavailable, type PostalAddress, type PostalCodeLookup } from './postal-adapter';
import { tablePostal } from './table-postal';
import { viaCepPostal } from './viacep';

export type { PostalAddress } from './postal-adapter';
export { PostalLookupUnavailable } from './postal-adapter';

type Settings = Readonly<Record<string, string | undefined>>;

const KEEP_MS = 24 * 60 * 60_000;
const MAX_ENTRIES = 5000;
/** Outside calls per minute per process; a shop's real traffic stays far below. */
export const OUTSIDE_CALLS_PER_MINUTE = 120;

interface State {
  cache: Map<string, { at: number; answer: Promise<PostalAddress | null> }>;
  window: { startedAt: number; calls: number };
}
const state: State = ((globalThis as { __storefrontPostal?: State }).__storefrontPostal ??= {
  cache: new Map(),
  window: { startedAt: 0, calls: 0 },
});

/** The provider the settings choose: `viacep`, `table`, or by deployment (demo: table; real: ViaCEP). */
export function postalProviderName(settings: Settings = process.env): 'table' | 'viacep' {
  const chosen = settings.POSTAL_CODE_PROVIDER?.trim().toLowerCase();
  if (chosen === 'viacep' || chosen === 'table') return chosen;
  return isDemoDeployment(settings) ? 'table' : 'viacep';
}

export function postalAdapter(settings: Settings = process.env, fetchImpl?: typeof fetch): PostalCodeLookup {
  return postalProviderName(settings) === 'viacep' ? viaCepPostal(settings, fetchImpl) : tablePostal();
}

/** Eight digits from what was typed ("05435-000", "05435000"); null when it is no CEP. */
export function cepOf(text: string): string | null {
  const digits = text.replace(/[\s.-]/g, '');
  return /^\d{8}$/.test(digits) && digits !== '00000000' ? digits : null;
}

function spendOutsideCall(now: number): void {
  if (now - state.window.startedAt >= 60_000) state.window = { startedAt: now, calls: 0 };
  if (state.window.calls >= OUTSIDE_CALLS_PER_MINUTE) throw new PostalLookupUnavailable('lookup budget spent');
  state.window.calls += 1;
}

export interface PostalDeps {
  adapter?: PostalCodeLookup;
  nowMs?: number;
}

/** The place of `zipCode` (eight digits), or null when the CEP does not exist. Throws PostalLookupUnavailable. */
export async function lookupPostalCode(zipCode: string, deps: PostalDeps = {}): Promise<PostalAddress | null> {
  const adapter = deps.adapter ?? postalAdapter();
  const now = deps.nowMs ?? Date.now();
  const key = `${adapter.name}:${zipCode}`;
  const hit = state.cache.get(key);
  if (hit && now - hit.at < KEEP_MS) return hit.answer;
  if (adapter.name !== 'table') spendOutsideCall(now);
  const answer = adapter.lookup(zipCode);
  if (state.cache.size >= MAX_ENTRIES) state.cache.delete(state.cache.keys().next().value!);
  state.cache.set(key, { at: now, answer });
  // A failure is not kept: the next lookup asks again.
  answer.catch(() => state.cache.delete(key));
  return answer;
}

/** Forgets the kept answers and the spent calls (tests). */
export function clearPostalCache(): void {
  state.cache.clear();
  state.window = { startedAt: 0, calls: 0 };
}
