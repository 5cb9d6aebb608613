/**
 * Text for pdf-lib's standard Helvetica, which encodes WinAnsi only: names typed by people (a client's in Cyrillic,
 * an emoji in a note) would make it throw. Letters with accents outside WinAnsi lose the accent; anything else
 * becomes "?". Shared by the receipt and the statement's payment block.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function encodable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
    if (encodable(char)) out += char;
    else {
      const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...bare].every(encodable) && bare ? bare : '?';
    }
  }
  return out;
}
