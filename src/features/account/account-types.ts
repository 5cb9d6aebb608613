/** What the account screens receive from their page's server code: the shapes live in src/domain, shared with the page loader. */
export type { AccountAddress, AccountComplement } from '@/src/domain/accounts/account-complement';
