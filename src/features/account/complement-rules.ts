/**
 * The complement's zod rules load after the form appears (like the sign-up's, src/features/auth/account-rules.ts),
 * keeping zod off the page's first load.
 */
export type ComplementRules = typeof import('@/src/domain/accounts/complement-schema');

let loading: Promise<ComplementRules> | null = null;

export function complementRules(): Promise<ComplementRules> {
  loading ??= import('@/src/domain/accounts/complement-schema');
  return loading;
}
