import { describe, expect, it } from 'vitest';
import { chooseChromiumSource } from '../../e2e/chromium';

const both = { shell: true, debian: true };
const fullOnly = { shell: false, debian: true };
const none = { shell: false, debian: false };

describe('the Chromium of the end-to-end tests', () => {
  it("uses Debian's headless shell when it is installed, else Debian's full browser, else the npm package's", () => {
    expect(chooseChromiumSource({}, both)).toBe('shell');
    expect(chooseChromiumSource({}, { shell: true, debian: false })).toBe('shell');
    expect(chooseChromiumSource({}, fullOnly)).toBe('debian');
    expect(chooseChromiumSource({}, none)).toBe('npm');
    expect(chooseChromiumSource({ E2E_CHROMIUM: 'auto' }, none)).toBe('npm');
    expect(chooseChromiumSource({ E2E_CHROMIUM: 'auto' }, both)).toBe('shell');
  });

  it('the Lighthouse benchmark asks for the full browser and gets it over the shell', () => {
    expect(chooseChromiumSource({}, both, true)).toBe('debian');
    expect(chooseChromiumSource({}, { shell: true, debian: false }, true)).toBe('npm');
    expect(chooseChromiumSource({ E2E_CHROMIUM: 'shell' }, both, true)).toBe('shell');
  });

  it("E2E_CHROMIUM=npm forces the npm package's even beside Debian's", () => {
    expect(chooseChromiumSource({ E2E_CHROMIUM: 'npm' }, both)).toBe('npm');
  });

  it("E2E_CHROMIUM=debian and =shell insist on Debian's binary of that name", () => {
    expect(chooseChromiumSource({ E2E_CHROMIUM: 'debian' }, both)).toBe('debian');
    expect(() => chooseChromiumSource({ E2E_CHROMIUM: 'debian' }, { shell: true, debian: false })).toThrow(
      /apt-get install chromium\)/,
    );
    expect(chooseChromiumSource({ E2E_CHROMIUM: 'shell' }, both)).toBe('shell');
    expect(() => chooseChromiumSource({ E2E_CHROMIUM: 'shell' }, fullOnly)).toThrow(
      /apt-get install chromium-headless-shell/,
    );
  });

  it('an explicit CHROMIUM_PATH wins, and an unknown choice is refused', () => {
    expect(chooseChromiumSource({ CHROMIUM_PATH: '/opt/chrome', E2E_CHROMIUM: 'npm' }, both)).toBe('CHROMIUM_PATH');
    expect(() => chooseChromiumSource({ E2E_CHROMIUM: 'firefox' }, both)).toThrow(
      /expected npm, debian, shell or auto/,
    );
  });
});
