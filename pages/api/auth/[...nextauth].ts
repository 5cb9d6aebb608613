/** next-auth (base path /api/auth): session, csrf, providers, signin, callback, signout, _log — per company host. */
import { handleAuth } from '@/src/server/identity/http/auth-handler';

export default handleAuth;
