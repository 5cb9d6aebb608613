/** What our sessions carry (src/server/identity/auth-options.ts): the user id, e-mail, verification and an ID token for GraphQL. */
import type { DefaultSession } from 'next-auth';

declare module 'next-auth' {
  interface Session {
    user: { id: string; email: string; emailVerified: boolean } & DefaultSession['user'];
    /** `authorization: Bearer …` for /api/graphql; minted afresh on every session read (it lives 15 minutes). */
    idToken: string;
    /** The "keep me signed in" choice of this sign-in (the browser's auth state shows it). */
    persistence: 'local' | 'session' | 'none';
  }
  interface User {
    /** Ours (next-auth's adapters use `emailVerified` for a date). */
    verified?: boolean;
    /** The user's session version at sign-in (src/server/identity/session-version.ts). */
    sessionVersion?: number;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    emailVerified?: boolean;
    /** "Keep me signed in": local (the cookie lasts the session's maxAge), session or none (a browser-session cookie). */
    persistence?: 'local' | 'session' | 'none';
    /** The session version this session was issued at; once the user's moves on, the session has ended. */
    sv?: number;
  }
}
