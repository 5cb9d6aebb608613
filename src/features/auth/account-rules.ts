/**
 * The account rules (zod and the shared schemas, about 30 kB gzipped) load just after the form appears instead of
 * with the page: the forms call `preloadAccountRules()` on mount and await `accountRules()` on submit.
 */
export type AccountRules = typeof import('@/src/domain/accounts/account-schemas');

let loading: Promise<AccountRules> | null = null;
let loaded: AccountRules | null = null;

export function accountRules(): Promise<AccountRules> {
  loading ??= import('@/src/domain/accounts/account-schemas').then((rules) => (loaded = rules));
  return loading;
}

/** The rules when already loaded (for checks while typing), else null. */
export const loadedAccountRules = (): AccountRules | null => loaded;
