/** Perceived brightness (0–255) of a #rgb or #rrggbb colour, by the W3C formula (299R + 587G + 114B) / 1000. */
export function brightness(hex: string): number {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  const r = parseInt(full.slice(0, 2), 16);
  const g = parseInt(full.slice(2, 4), 16);
  const b = parseInt(full.slice(4, 6), 16);
  return (r * 299 + g * 587 + b * 114) / 1000;
}

export const LIGHT_TEXT = '#FFFFFF';
export const DARK_TEXT = '#1C252E';
/** docs/business-rules.md "Look and layout constants": text is light or dark depending on brightness against a threshold of 128. */
export const BRIGHTNESS_THRESHOLD = 128;

export function contrastText(background: string): string {
  return brightness(background) >= BRIGHTNESS_THRESHOLD ? DARK_TEXT : LIGHT_TEXT;
}
