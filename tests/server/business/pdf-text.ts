/** The text drawn in a pdf-lib PDF: its content streams inflated, the hex strings of `Tj` decoded from WinAnsi. */
import { inflateSync } from 'node:zlib';

/** WinAnsi's 0x80–0x9F, where it differs from Latin-1 (0x81, 0x8D, 0x8F, 0x90, 0x9D are unused). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

export function pdfText(bytes: Uint8Array | Buffer): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      body = m[1];
    }
    for (const h of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) out.push(winAnsi(Buffer.from(h[1], 'hex')));
  }
  return out.join('\n');
}
