import { describe, expect, it } from 'vitest';
import { chooseChromiumSource } from '../../e2e/chromium';

describe('the Chromium of the end-to-end tests', () => {
  it("uses Debian's when it is installed, else the npm package's", () => {
    expect(chooseChromiumSource({}, true)).toBe('debian');
    expect(chooseChromiumSource({}, false)).toBe('npm');
    expect(chooseChromiumSource({ E2E_CHROMIUM: 'auto' }, false)).toBe('npm');
  });

  it("E2E_CHROMIUM=npm forces the npm package's even beside Debian's", () => {
    expect(chooseChromiumSource({ E2E_CHROMIUM: 'npm' }, true)).toBe('npm');
  });

  it("E2E_CHROMIUM=debian insists on Debian's", () => {
    expect(chooseChromiumSource({ E2E_CHROMIUM: 'debian' }, true)).toBe('debian');
    expect(() => chooseChromiumSource({ E2E_CHROMIUM: 'debian' }, false)).toThrow(/apt-get install chromium/);
  });

  it('an explicit CHROMIUM_PATH wins, and an unknown choice is refused', () => {
    expect(chooseChromiumSource({ CHROMIUM_PATH: '/opt/chrome', E2E_CHROMIUM: 'npm' }, true)).toBe('CHROMIUM_PATH');
    expect(() => chooseChromiumSource({ E2E_CHROMIUM: 'firefox' }, true)).toThrow(/expected npm, debian or auto/);
  });
});
