/**
 * Text from a request, made safe to write into a one-line server log: quoted, cut to a length, and every
 * character that could end the line or steer a terminal escaped — line and paragraph separators, C0 and C1
 * control characters (ANSI escapes among them), quotes and backslashes — so one call is always one line.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029"\\]/g;

const escapeOne = (char: string) => {
  if (char === '"') return '\\"';
  if (char === '\\') return '\\\\';
  if (char === '\n') return '\\n';
  if (char === '\r') return '\\r';
  if (char === '\t') return '\\t';
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
};

/** `"…"`: at most `max` characters of the text (an ellipsis when cut), escaped. */
export function logText(value: unknown, max: number): string {
  const text =
    typeof value === 'string' ? value : value === undefined || value === null ? '' : (JSON.stringify(value) ?? '');
  const chars = Array.from(text); // by code point: a cut never splits a surrogate pair
  const cut = chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
  return `"${cut.replace(UNSAFE, escapeOne)}"`;
}
