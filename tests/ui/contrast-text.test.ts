import { describe, expect, it } from 'vitest';
import { brightness, contrastText, DARK_TEXT, LIGHT_TEXT } from '@/src/ui/contrast-text';

describe('Text colour is light or dark depending on brightness against a threshold of 128', () => {
  it.each([
    ['#0B1F44', LIGHT_TEXT], // navy primary
    ['#000000', LIGHT_TEXT],
    ['#FFFFFF', DARK_TEXT],
    ['#F2A900', DARK_TEXT], // accent amber
    ['#808080', DARK_TEXT], // brightness exactly 128 counts as bright
    ['#7F7F7F', LIGHT_TEXT], // 127
    ['#fff', DARK_TEXT],
  ])('%s gets %s', (bg, text) => expect(contrastText(bg)).toBe(text));

  it('uses the W3C weights 299/587/114', () => {
    expect(brightness('#FF0000')).toBeCloseTo(76.245);
    expect(brightness('#00FF00')).toBeCloseTo(149.685);
    expect(brightness('#0000FF')).toBeCloseTo(29.07);
  });

  it('rejects what is not a hex colour', () => expect(() => brightness('navy')).toThrow('Not a hex colour'));
});
