/**
 * The backend user by e-mail, with the session's ID token as Bearer: a plain POST of a small query to
 * /api/graphql, so no Apollo client is loaded for it. Any failure is null (the next session read tries again).
 */
import type { BackendUser } from '@/src/domain/accounts/auth-state';

export const BACKEND_USER_QUERY =
  'query SessionBackendUser($email: String!) { user(filter: { email: $email }) { _id name email emailVerified } }';

export async function fetchBackendUser(email: string, idToken: string): Promise<BackendUser | null> {
  try {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ operationName: 'SessionBackendUser', query: BACKEND_USER_QUERY, variables: { email } }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { user?: BackendUser | null } };
    const user = body.data?.user;
    return user && typeof user._id === 'string' && typeof user.email === 'string' ? user : null;
  } catch {
    return null;
  }
}
