/** Which page addresses carry a secret (src/domain/accounts/secret-url.ts): they get no tags and send no Referer. */
import { describe, expect, it } from 'vitest';
import { urlCarriesSecret } from '@/src/domain/accounts/secret-url';

const TOKEN = 'a'.repeat(43);

describe('urlCarriesSecret', () => {
  it.each([
    [`/recuperar-senha/${TOKEN}`, true],
    [`/recuperar-senha/${TOKEN}/`, true],
    [`/en/recuperar-senha/${TOKEN}`, true],
    [`/es/recuperar-senha/${TOKEN}?x=1#y`, true],
    ['/recuperar-senha/expirado', true], // any token-shaped or not: the address is a link's
    ['/recuperar-senha', false],
    ['/recuperar-senha/', false],
    ['/recuperar-senha/confirmar-codigo', false],
    ['/recuperar-senha/confirmar-codigo/', false],
    ['/recuperar-senha/confirmar-codigoXYZ', true], // only the code form itself is exempt
    [`/recuperar-senha/${TOKEN}/mais`, false], // not the link's shape: no such page
    ['/en/recuperar-senha/confirmar-codigo', false],
    ['/verificar-email?token=abc', true],
    ['/qualquer?code=123456', true],
    ['/conta?secret=x', true],
    ['/carrinho?cupom=VIP20', false],
    ['/login?error=CredentialsSignin', false],
    ['/verificar-email?token=', false],
    ['/', false],
    ['/en', false],
    ['/loja/recuperar-senha/x', false],
  ])('%s → %s', (address, expected) => expect(urlCarriesSecret(address)).toBe(expected));
});
