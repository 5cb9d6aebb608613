/** next-auth (base path /api/auth): session, csrf, providers, signin, callback, signout, _log — per company host. */
import { handleAuth } from '@/src/server/identity/http/auth-handler';

/**
 * Sign-in, sign-out and session bodies are a few hundred bytes (a Firebase ID token about a kilobyte): nothing
 * here needs Next's default of 1 MB, which anyone could post to `_log` (that one is held to 2 KB: client-log.ts).
 */
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default handleAuth;
