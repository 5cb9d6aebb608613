/**
 * The local OpenID Connect issuer of the social sign-in test (npm oauth2-mock-server): a fixed port next to the
 * app's (E2E_PORT + 1000), because the e2e server is told its address at start (playwright.config.ts) while the
 * issuer itself is started by the spec that needs it. Its authorize endpoint answers at once with a code (no
 * login screen); the claims of the next ID token are the spec's to choose.
 */
import { OAuth2Server } from 'oauth2-mock-server';

const appPort = Number(process.env.E2E_PORT ?? 3100);
export const OIDC_PORT = appPort + 1000;
export const OIDC_HOST = '127.0.0.1';
export const OIDC_ISSUER = `http://${OIDC_HOST}:${OIDC_PORT}`;
export const OIDC_NAME = 'Emissor local';

/** What the e2e server on `port` needs to offer its worker's issuer as a sign-in provider. */
export function oidcServerEnv(port: number): Record<string, string> {
  return {
    OIDC_ISSUER: `http://${OIDC_HOST}:${port + 1000}`,
    OIDC_CLIENT_ID: 'storefront-e2e',
    OIDC_CLIENT_SECRET: 'storefront-e2e-secret',
    OIDC_NAME,
  };
}

export async function startIssuer(claims: () => Record<string, unknown>): Promise<OAuth2Server> {
  const issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  // Named by its address: left alone, the mock names itself `localhost`, which Node may resolve to ::1.
  issuer.issuer.url = OIDC_ISSUER;
  issuer.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) =>
    Object.assign(token.payload, claims()),
  );
  issuer.service.on('beforeUserinfo', (userinfo: { body: Record<string, unknown> }) =>
    Object.assign(userinfo.body, claims()),
  );
  await issuer.start(OIDC_PORT, OIDC_HOST);
  return issuer;
}
