/**
 * The account inputs' zod schemas live in src/domain/accounts/account-schemas.ts, so the screens validate with the
 * very rules the API uses; this module keeps the server's import path.
 */
export * from '@/src/domain/accounts/account-schemas';
