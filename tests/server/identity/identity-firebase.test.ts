/**
 * The Firebase identity provider (src/server/identity/firebase/) against the Firebase Auth emulator, on the test
 * database with the real outbox mailer: codes and links are read from the mail, as a person would. Nothing is
 * mocked; the emulator stands in for Firebase. It runs only when FIREBASE_AUTH_EMULATOR_HOST is set:
 *   npx tsx scripts/firebase-emulator.ts -- npx vitest run tests/server/identity/identity-firebase.test.ts
 * (`npm test` does so in CI). The emulator does not sign ID tokens, so signature checking itself is exercised only
 * against the real Firebase; here forged tokens are refused for their claims.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@/tests/support/test-database';
import { companies, users } from '@/src/server/db/schema';
import { identityProvider } from '@/src/server/identity/identity-provider';
import { firebaseAdminAuth } from '@/src/server/identity/firebase/admin';
import { firebaseSettings, type FirebaseSettings } from '@/src/server/identity/firebase/settings';
import { signInWithPassword } from '@/src/server/identity/firebase/identity-toolkit';
import { viewerFromAuthorization } from '@/src/server/identity/viewer';
import { outboxMailer } from '@/src/server/mail/mailer';
import { firebaseSignIn } from '@/src/client/firebase/firebase-auth';
import { outboxFor } from '@/src/server/mail/outbox';
import type { CallContext, IdentityProvider } from '@/src/server/identity/provider';

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
if (!emulatorHost) {
  console.warn(
    'identity-firebase: skipped, FIREBASE_AUTH_EMULATOR_HOST is unset (run it through scripts/firebase-emulator.ts)',
  );
}

const env: NodeJS.ProcessEnv = {
  NODE_ENV: 'test',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
  FIREBASE_PROJECT_ID: 'demo-storefront',
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
};

describe.skipIf(!emulatorHost)(
  'Firebase identity provider against the Auth emulator (skipped when FIREBASE_AUTH_EMULATOR_HOST is unset)',
  () => {
    let t: TestDatabase;
    let idp: IdentityProvider;
    let settings: FirebaseSettings;
    let companyId: string;
    let admin: Auth;

    beforeAll(async () => {
      t = await openTestDatabase();
      settings = firebaseSettings(env)!;
      admin = await firebaseAdminAuth(settings);
      idp = identityProvider(t.db, { mailer: outboxMailer(t.db), env });
      const [company] = await t.db.insert(companies).values({ slug: 'loja', name: 'Loja' }).returning();
      companyId = company.id;
    });
    afterAll(async () => t?.close());

    const ctx = (locale: CallContext['locale'] = 'pt-BR'): CallContext => ({
      now: new Date(),
      locale,
      origin: 'http://loja.test:3000',
      companyId,
    });
    const lastMail = async (to: string) => (await outboxFor(t.db, companyId)).filter((m) => m.to === to)[0];
    const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
    const tokenIn = (text: string) => /\/recuperar-senha\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
    const bearer = (token: string) => viewerFromAuthorization(t.db, `Bearer ${token}`, env);
    // Unique per run: the emulator keeps its accounts while it runs.
    const newEmail = () => `fb-${randomUUID().slice(0, 8)}@exemplo.test`;

    async function newAccount() {
      const email = newEmail();
      const result = await idp.signUp(
        { name: 'Pessoa Firebase', email, password: 'senha-forte-1', acceptTerms: true },
        ctx(),
      );
      if (!result.ok) throw new Error(result.error);
      return { email, user: result.value };
    }

    async function verified() {
      const account = await newAccount();
      const code = codeIn((await lastMail(account.email)).text);
      const result = await idp.verifyEmailCode(account.email, code, ctx());
      if (!result.ok) throw new Error(result.error);
      return { ...account, user: result.value };
    }

    /** An emulator-style (unsigned) ID token with these claims over a real account's. */
    function unsignedToken(claims: Record<string, unknown>): string {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const base = {
        iss: `https://securetoken.google.com/${settings.projectId}`,
        aud: settings.projectId,
        iat: now,
        exp: now + 3600,
        auth_time: now,
      };
      return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...base, ...claims })}.`;
    }

    it('is the provider chosen by these settings', () => {
      expect(idp.kind).toBe('firebase');
    });

    describe('sign up and sign in', () => {
      it('creates the Firebase account and a backend user keyed by its uid, unverified, and mails a code', async () => {
        const { email, user } = await newAccount();
        const record = await admin.getUserByEmail(email);
        expect(user.id).toBe(record.uid);
        expect(record.emailVerified).toBe(false);
        expect(record.displayName).toBe('Pessoa Firebase');
        const [row] = await t.db.select().from(users).where(eq(users.id, record.uid));
        expect(row).toMatchObject({ email, emailVerified: false, passwordHash: null });
        expect(codeIn((await lastMail(email)).text)).toMatch(/^\d{6}$/);
      });

      it('refuses an e-mail taken in Firebase or in the backend', async () => {
        const { email } = await newAccount();
        expect(await idp.signUp({ name: 'Outra', email, password: 'outra-senha-2', acceptTerms: true }, ctx())).toEqual(
          { ok: false, error: 'EMAIL_TAKEN' },
        );
        const local = newEmail();
        await t.db.insert(users).values({ email: local, name: 'Local' });
        expect(
          await idp.signUp({ name: 'Outra', email: local, password: 'outra-senha-2', acceptTerms: true }, ctx()),
        ).toEqual({ ok: false, error: 'EMAIL_TAKEN' });
        await expect(admin.getUserByEmail(local)).rejects.toMatchObject({ code: 'auth/user-not-found' });
      });

      it('signs in with the right password only; a wrong one and an unknown e-mail get the same refusal', async () => {
        const { email, user } = await newAccount();
        expect(await idp.signInWithPassword(email, 'senha-forte-1')).toMatchObject({
          ok: true,
          value: { id: user.id, email },
        });
        expect(await idp.signInWithPassword(email, 'senha-errada-1')).toEqual({
          ok: false,
          error: 'INVALID_CREDENTIALS',
        });
        expect(await idp.signInWithPassword(newEmail(), 'senha-forte-1')).toEqual({
          ok: false,
          error: 'INVALID_CREDENTIALS',
        });
      });
    });

    describe('e-mail verification', () => {
      it('a right code verifies the e-mail in Firebase and in the backend, once', async () => {
        const { email, user } = await newAccount();
        const code = codeIn((await lastMail(email)).text);
        expect(await idp.verifyEmailCode(email, code, ctx())).toMatchObject({
          ok: true,
          value: { id: user.id, emailVerified: true },
        });
        expect((await admin.getUser(user.id)).emailVerified).toBe(true);
        expect(await idp.verifyEmailCode(email, code, ctx())).toEqual({ ok: false, error: 'CODE_INVALID' });
      });

      it('resends a code only to an unverified password account', async () => {
        const { email } = await verified();
        const before = (await outboxFor(t.db, companyId)).length;
        await idp.sendVerificationCode(email, ctx());
        await idp.sendVerificationCode(newEmail(), ctx());
        expect((await outboxFor(t.db, companyId)).length).toBe(before);
        const fresh = await newAccount();
        await idp.sendVerificationCode(fresh.email, ctx());
        expect((await outboxFor(t.db, companyId)).length).toBe(before + 2);
      });
    });

    describe('ID tokens', () => {
      it('the server accepts the Firebase ID token of a password sign-in (as the browser SDK gets it) and of idToken()', async () => {
        const { email, user } = await verified();
        const signedIn = await signInWithPassword(settings, email, 'senha-forte-1');
        if (!signedIn.ok) throw new Error(signedIn.error);
        expect(await bearer(signedIn.value.idToken)).toMatchObject({
          userId: user.id,
          email,
          emailVerified: true,
          role: 'shopper',
        });
        expect(await bearer(await idp.idToken(user))).toMatchObject({ userId: user.id, email });
      });

      it('the browser side (src/client/firebase, the Firebase JS SDK) signs in and its ID token is accepted; a wrong password is refused', async () => {
        const { email, user } = await verified();
        const config = {
          apiKey: settings.apiKey,
          authDomain: 'demo-storefront.firebaseapp.com',
          projectId: settings.projectId,
          appId: '',
          emulatorHost: emulatorHost ?? null,
        };
        expect(await firebaseSignIn(config, email, 'senha-errada-1')).toEqual({
          ok: false,
          error: 'CredentialsSignin',
        });
        const signedIn = await firebaseSignIn(config, email, 'senha-forte-1');
        if (!signedIn.ok) throw new Error(signedIn.error);
        expect(await bearer(signedIn.idToken)).toMatchObject({ userId: user.id, email });
      });

      it('refuses forged tokens: garbage, another project, expired, a different issuer, an account Firebase does not have', async () => {
        const { user } = await verified();
        expect(
          await bearer(unsignedToken({ sub: user.id, user_id: user.id, email: user.email, email_verified: true })),
        ).toMatchObject({ userId: user.id });
        expect(await bearer('not-a-token')).toBeNull();
        expect(await bearer(unsignedToken({ sub: user.id, aud: 'another-project' }))).toBeNull();
        expect(
          await bearer(
            unsignedToken({ sub: user.id, iat: 1_600_000_000, auth_time: 1_600_000_000, exp: 1_600_003_600 }),
          ),
        ).toBeNull();
        expect(
          await bearer(unsignedToken({ sub: user.id, iss: 'https://securetoken.google.com/another-project' })),
        ).toBeNull();
        // firebase-admin looks the account up for every token under the emulator: a uid Firebase does not have is refused.
        expect(await bearer(unsignedToken({ sub: randomUUID(), email: newEmail(), email_verified: true }))).toBeNull();
      });

      it('links an existing backend user by e-mail only when Firebase vouches for the address', async () => {
        const email = newEmail();
        const [local] = await t.db
          .insert(users)
          .values({ email, name: 'Conta antiga', emailVerified: true })
          .returning();
        // An account made at Firebase directly (the console, another app), not through our sign-up.
        const record = await admin.createUser({ email, password: 'senha-forte-1', emailVerified: false });
        const token = async () => {
          const signedIn = await signInWithPassword(settings, email, 'senha-forte-1');
          if (!signedIn.ok) throw new Error(signedIn.error);
          return signedIn.value.idToken;
        };
        expect(await bearer(await token())).toBeNull();
        expect(await idp.signInWithPassword(email, 'senha-forte-1')).toEqual({
          ok: false,
          error: 'INVALID_CREDENTIALS',
        });
        await admin.updateUser(record.uid, { emailVerified: true });
        expect(await bearer(await token())).toMatchObject({ userId: local.id, email });
        expect(await idp.signInWithPassword(email, 'senha-forte-1')).toMatchObject({
          ok: true,
          value: { id: local.id },
        });
      });
    });

    describe('password recovery', () => {
      it('by code: the new password works in Firebase, the old one no longer, the code once', async () => {
        const { email } = await verified();
        await idp.requestPasswordReset(email, ctx('en'));
        const mail = await lastMail(email);
        const code = codeIn(mail.text.split('\n').find((line) => /^\d{6}$/.test(line.trim())) ?? mail.text);
        expect((await idp.confirmResetWithCode(email, code, 'senha-nova-22', ctx())).ok).toBe(true);
        expect((await idp.signInWithPassword(email, 'senha-nova-22')).ok).toBe(true);
        expect(await idp.signInWithPassword(email, 'senha-forte-1')).toEqual({
          ok: false,
          error: 'INVALID_CREDENTIALS',
        });
        expect(await idp.confirmResetWithCode(email, code, 'senha-outra-33', ctx())).toEqual({
          ok: false,
          error: 'CODE_INVALID',
        });
      });

      it('by link on the request host: once; an unknown e-mail gets no mail', async () => {
        const { email } = await verified();
        await idp.requestPasswordReset(email, ctx());
        const token = tokenIn((await lastMail(email)).text);
        expect((await lastMail(email)).text).toContain('http://loja.test:3000/recuperar-senha/');
        expect((await idp.confirmResetWithToken(token, 'senha-link-44', ctx())).ok).toBe(true);
        expect((await idp.signInWithPassword(email, 'senha-link-44')).ok).toBe(true);
        expect(await idp.confirmResetWithToken(token, 'senha-outra-55', ctx())).toEqual({
          ok: false,
          error: 'TOKEN_INVALID',
        });
        const unknown = newEmail();
        await idp.requestPasswordReset(unknown, ctx());
        expect(await lastMail(unknown)).toBeUndefined();
      });
    });

    describe('account changes', () => {
      it('changes the password only with the current one, and confirms passwords', async () => {
        const { email, user } = await verified();
        expect(await idp.confirmPassword(user.id, 'senha-forte-1')).toBe('ok');
        expect(await idp.confirmPassword(user.id, 'senha-errada-1')).toBe('wrong');
        expect(await idp.changePassword(user.id, 'senha-errada-1', 'senha-nova-66')).toEqual({
          ok: false,
          error: 'WRONG_PASSWORD',
        });
        expect((await idp.changePassword(user.id, 'senha-forte-1', 'senha-nova-66')).ok).toBe(true);
        expect((await idp.signInWithPassword(email, 'senha-nova-66')).ok).toBe(true);
      });

      it('updates the profile in Firebase too, and signing out revokes its refresh tokens', async () => {
        const { user } = await verified();
        expect(
          await idp.updateProfile(user.id, { name: 'Nome Novo', img: 'https://exemplo.test/foto.png' }),
        ).toMatchObject({ ok: true, value: { name: 'Nome Novo' } });
        const record = await admin.getUser(user.id);
        expect(record).toMatchObject({ displayName: 'Nome Novo', photoURL: 'https://exemplo.test/foto.png' });
        await new Promise((resolve) => setTimeout(resolve, 1100));
        await idp.signOut(user.id);
        const after = await admin.getUser(user.id);
        expect(Date.parse(after.tokensValidAfterTime ?? '')).toBeGreaterThan(
          Date.parse(record.tokensValidAfterTime ?? '0'),
        );
      });

      it('deletes the Firebase account and the backend user; its ID token is refused afterwards', async () => {
        const { email, user } = await verified();
        const token = await idp.idToken(user);
        await idp.deleteAccount(user.id);
        await expect(admin.getUser(user.id)).rejects.toMatchObject({ code: 'auth/user-not-found' });
        expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
        expect(await idp.signInWithPassword(email, 'senha-forte-1')).toEqual({
          ok: false,
          error: 'INVALID_CREDENTIALS',
        });
        expect(await bearer(token)).toBeNull();
      });
    });

    it('uses the named app of its project, not a default one', () => {
      expect(() => getAuth()).toThrow();
    });
  },
);
