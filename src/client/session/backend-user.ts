/**
 * The backend user by e-mail, through the browser's one Apollo client (loaded on first use, with `gql`, so neither is
 * in any page's first load: a visitor who never signs in never downloads them), with the session's ID token as
 * Bearer. Any failure is null (the next session read tries again).
 */
import type { BackendUser } from '@/src/domain/accounts/auth-state';
import { resolveLocale } from '@/src/domain/locale';
import { browserClient } from '../browser-client';

export const BACKEND_USER_QUERY =
  'query SessionBackendUser($email: String!) { user(filter: { email: $email }) { _id name email emailVerified } }';

/** The page's language (the `lang` Next writes on <html>): the user is read through that language's client. */
const pageLocale = () => resolveLocale(typeof document === 'undefined' ? undefined : document.documentElement.lang);

export async function fetchBackendUser(email: string, idToken: string): Promise<BackendUser | null> {
  try {
    const [apollo, { gql }] = await Promise.all([browserClient(pageLocale()), import('@apollo/client')]);
    const { data } = await apollo.query<{ user: BackendUser | null }>({
      query: gql(BACKEND_USER_QUERY),
      variables: { email },
      fetchPolicy: 'no-cache',
      // The token of the session read that asked for this user, not another read of /api/auth/session.
      context: { headers: { authorization: `Bearer ${idToken}` } },
    });
    const user = data?.user;
    return user && typeof user._id === 'string' && typeof user.email === 'string'
      ? { _id: user._id, name: user.name, email: user.email, emailVerified: user.emailVerified }
      : null;
  } catch {
    return null;
  }
}
