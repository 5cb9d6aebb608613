/**
 * The next-auth sign-in providers from the settings: always e-mail and password (the local identity provider);
 * Google when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; a generic OpenID Connect issuer when OIDC_ISSUER,
 * OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set (its configuration read from the issuer's discovery document).
 */
import type { Provider } from 'next-auth/providers/index';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import CredentialsProvider from 'next-auth/providers/credentials';
import GoogleProvider from 'next-auth/providers/google';
import { getDb } from '../db/client';
import { firebaseUserFromIdToken } from './firebase/firebase-id-token';
import { firebaseSettings } from './firebase/settings';
import { identityProvider } from './identity-provider';
import { signInSchema } from './validation';

export interface OidcProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export const OIDC_PROVIDER_ID = 'oidc';

export function oidcProvider(env = process.env): OAuthConfig<OidcProfile> | null {
  const issuer = env.OIDC_ISSUER?.trim().replace(/\/+$/, '');
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  if (!issuer || !clientId || !clientSecret) return null;
  return {
    id: OIDC_PROVIDER_ID,
    name: env.OIDC_NAME?.trim() || 'OpenID Connect',
    type: 'oauth',
    wellKnown: `${issuer}/.well-known/openid-configuration`,
    issuer,
    clientId,
    clientSecret,
    idToken: true,
    checks: ['pkce', 'state'],
    authorization: { params: { scope: 'openid email profile' } },
    profile: (profile) => ({
      id: profile.sub,
      email: profile.email ?? null,
      name: profile.name ?? null,
      image: profile.picture ?? null,
    }),
  };
}

export function credentialsProvider() {
  return CredentialsProvider({
    id: 'credentials',
    name: 'E-mail',
    credentials: {
      email: { label: 'E-mail', type: 'email' },
      password: { label: 'Password', type: 'password' },
      idToken: { label: 'Firebase ID token', type: 'text' },
    },
    async authorize(credentials) {
      // With Firebase identity the browser signs in at Firebase and sends its ID token (src/client/firebase).
      const firebase = firebaseSettings();
      if (firebase && typeof credentials?.idToken === 'string' && credentials.idToken) {
        const row = await firebaseUserFromIdToken(await getDb(), firebase, credentials.idToken, { signIn: true });
        return row
          ? {
              id: row.id,
              email: row.email,
              name: row.name,
              image: row.img,
              verified: row.emailVerified,
              sessionVersion: row.sessionVersion,
            }
          : null;
      }
      const parsed = signInSchema.safeParse(credentials ?? {});
      if (!parsed.success) return null;
      const result = await identityProvider(await getDb()).signInWithPassword(parsed.data.email, parsed.data.password);
      if (!result.ok) return null;
      const user = result.value;
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        image: user.img,
        verified: user.emailVerified,
        sessionVersion: user.sessionVersion,
      };
    },
  });
}

export function authProviders(env = process.env): Provider[] {
  const providers: Provider[] = [credentialsProvider()];
  if (env.GOOGLE_CLIENT_ID?.trim() && env.GOOGLE_CLIENT_SECRET?.trim()) {
    providers.push(
      GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID.trim(), clientSecret: env.GOOGLE_CLIENT_SECRET.trim() }),
    );
  }
  const oidc = oidcProvider(env);
  if (oidc) providers.push(oidc);
  return providers;
}
