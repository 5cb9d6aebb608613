/**
 * Which identity provider the settings choose (src/server/identity/identity-provider.ts, firebase/settings.ts):
 * Firebase only with a whole set — API key, project, and a service account or the Auth emulator — else local.
 * Runs without the emulator: nothing here calls Firebase.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { identityProvider } from '@/src/server/identity/identity-provider';
import { firebaseSettings } from '@/src/server/identity/firebase/settings';
import { firebaseConnectSources } from '@/src/server/identity/firebase/connect-sources';
import { firebaseWebConfig } from '@/src/client/firebase/firebase-web-config';

const PUBLIC = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'web-key',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'loja-prod',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'loja-prod.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
};
const SERVICE = {
  FIREBASE_PROJECT_ID: 'loja-prod',
  FIREBASE_CLIENT_EMAIL: 'admin@loja-prod.iam.gserviceaccount.com',
  FIREBASE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nAAAA\\n-----END PRIVATE KEY-----\\n',
};

const env = (values: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...values });

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => t.close());

describe('identity provider choice', () => {
  it('is local with no Firebase settings', () => {
    expect(firebaseSettings(env({}))).toBeNull();
    expect(identityProvider(t.db, { env: env({}) }).kind).toBe('local');
  });

  it('is Firebase with the public settings and a service account; the key gets its line breaks back', () => {
    const settings = firebaseSettings(env({ ...PUBLIC, ...SERVICE }));
    expect(settings).toMatchObject({
      apiKey: 'web-key',
      projectId: 'loja-prod',
      emulatorHost: null,
      serviceAccount: { clientEmail: SERVICE.FIREBASE_CLIENT_EMAIL },
    });
    expect(settings?.serviceAccount?.privateKey).toBe('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n');
    expect(identityProvider(t.db, { env: env({ ...PUBLIC, ...SERVICE }) }).kind).toBe('firebase');
  });

  it('is Firebase under the Auth emulator without credentials', () => {
    const emulator = env({ ...PUBLIC, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(firebaseSettings(emulator)).toMatchObject({
      emulatorHost: '127.0.0.1:9099',
      serviceAccount: null,
      projectId: 'loja-prod',
    });
    expect(identityProvider(t.db, { env: emulator }).kind).toBe('firebase');
  });

  it('stays local, and says so once, with a partial set', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(identityProvider(t.db, { env: env(PUBLIC) }).kind).toBe('local');
    expect(
      identityProvider(t.db, { env: env({ ...SERVICE, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }) }).kind,
    ).toBe('local');
    expect(
      identityProvider(t.db, { env: env({ ...PUBLIC, FIREBASE_CLIENT_EMAIL: SERVICE.FIREBASE_CLIENT_EMAIL }) }).kind,
    ).toBe('local');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/incomplete/);
    warn.mockRestore();
  });
});

describe('origins the browser SDK calls (for connect-src)', () => {
  it('none without the public settings; Google identity hosts with them; only the emulator when pointed at one', () => {
    expect(firebaseConnectSources(env({}))).toEqual([]);
    expect(firebaseConnectSources(env(SERVICE))).toEqual([]);
    expect(firebaseConnectSources(env(PUBLIC))).toEqual([
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(
      firebaseConnectSources(env({ ...PUBLIC, NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })),
    ).toEqual(['http://127.0.0.1:9099']);
  });
});

describe('the browser side reads the public settings only', () => {
  it('no config (so no SDK) without the API key and project; the auth domain defaults to the project', () => {
    for (const name of [...Object.keys(PUBLIC), 'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST']) vi.stubEnv(name, '');
    expect(firebaseWebConfig()).toBeNull();
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_API_KEY', 'web-key');
    expect(firebaseWebConfig()).toBeNull();
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_PROJECT_ID', 'loja-prod');
    expect(firebaseWebConfig()).toEqual({
      apiKey: 'web-key',
      projectId: 'loja-prod',
      authDomain: 'loja-prod.firebaseapp.com',
      appId: '',
      emulatorHost: null,
    });
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
    expect(firebaseWebConfig()?.emulatorHost).toBe('127.0.0.1:9099');
    vi.unstubAllEnvs();
  });
});
