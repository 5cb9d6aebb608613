import type { IdentityUser } from '../provider';

/** What an account answer may say about a user: never a hash, code or token. */
export function publicUser(user: IdentityUser) {
  return { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified };
}
