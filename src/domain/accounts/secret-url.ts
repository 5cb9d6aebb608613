/**
 * Page addresses that carry a secret: whoever learns one can act as its owner (the password-reset link's token),
 * so such a page loads no tag manager or other third-party script and sends no Referer — not to its own requests,
 * not when the user follows a link on it (docs/decisions.md "Trust: the HTTP surface"). One rule for the proxy (headers) and the layout (tags).
 */
import { LOCALES } from '../locale';

/** `/recuperar-senha/{token}` (the e-mailed reset link); not the form that asks for a code. */
const SECRET_PATHS: readonly RegExp[] = [/^\/recuperar-senha\/(?!confirmar-codigo\/?$)[^/]+\/?$/];

/** Query parameters that hold a secret on any page (a token or a one-time code in a link). */
const SECRET_PARAMS: readonly string[] = ['token', 'code', 'secret'];

/** Whether a page address (path, with or without its query and a locale prefix) carries a secret. */
export function urlCarriesSecret(address: string): boolean {
  // split() always gives a first part.
  const withoutFragment = address.split('#')[0];
  const mark = withoutFragment.indexOf('?');
  // Below, mutants that only change a path no secret path matches ('', '/', '/en') are equivalent.
  // Stryker disable next-line StringLiteral: equivalent, see above
  const rawPath = (mark === -1 ? withoutFragment : withoutFragment.slice(0, mark)) || '/';
  // Stryker disable next-line StringLiteral: a query without a secret's name carries none, as '' does
  const query = mark === -1 ? '' : withoutFragment.slice(mark + 1);
  // A bare locale ('/en') is left as it is: it is no secret path either way.
  const prefix = LOCALES.find((locale) => rawPath.startsWith(`/${locale}/`));
  const path = prefix ? rawPath.slice(prefix.length + 1) : rawPath;
  // Stryker disable next-line MethodExpression: with one pattern, some and every agree
  if (SECRET_PATHS.some((pattern) => pattern.test(path))) return true;
  const params = new URLSearchParams(query);
  return SECRET_PARAMS.some((name) => (params.get(name) ?? '') !== '');
}
