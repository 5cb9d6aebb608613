/**
 * Which Chromium the end-to-end tests drive. Browser downloads (`playwright install`) do not work here, so:
 * Debian's headless shell when it is installed, else Debian's full Chromium, else the one inside the npm package
 * `@sparticuz/chromium` (a headless shell too, unpacked into the temporary folder on first use), so that
 * `npm install && npm test` is the whole set-up on a machine with nothing but Node.
 *
 * The headless shell (Debian's package `chromium-headless-shell`, the browser Playwright itself runs headless) does
 * the same page loads as the full browser's headless mode for about half the CPU (26 → 14 s for 32 journey pages in
 * fresh contexts, docs/decisions.md "A fast suite: the headless shell"): on a 2-core machine that is most of what
 * the end-to-end tests cost. Lighthouse asks for the full browser (`full: true`), as a shopper's.
 *
 *   CHROMIUM_PATH=/path/to/chrome   that binary
 *   E2E_CHROMIUM=npm                the npm package's even when Debian's are installed (to test the fallback)
 *   E2E_CHROMIUM=debian             Debian's full Chromium, or an error saying it is missing
 *   E2E_CHROMIUM=shell              Debian's headless shell, or an error saying it is missing
 */
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export type ChromiumSource = 'CHROMIUM_PATH' | 'shell' | 'debian' | 'npm';

/** The environment read here (process.env by default): CHROMIUM_PATH and E2E_CHROMIUM. */
export type ChromiumEnv = Readonly<Record<string, string | undefined>>;

/** Which of Debian's binaries are installed. */
export interface Installed {
  shell: boolean;
  debian: boolean;
}

export interface ChromiumChoice {
  source: ChromiumSource;
  executablePath: string;
}

const installedHere = (): Installed => ({
  shell: existsSync(DEBIAN_HEADLESS_SHELL),
  debian: existsSync(DEBIAN_CHROMIUM),
});

/**
 * Picks the source from the environment and what is installed; throws on a value it does not know. `full` (the
 * Lighthouse benchmark) passes over the headless shell when nothing asks for it by name.
 */
export function chooseChromiumSource(
  env: ChromiumEnv = process.env,
  installed: Installed = installedHere(),
  full = false,
): ChromiumSource {
  if (env.CHROMIUM_PATH) return 'CHROMIUM_PATH';
  const wanted = env.E2E_CHROMIUM ?? '';
  if (wanted === 'npm') return 'npm';
  if (wanted === 'debian') {
    if (!installed.debian)
      throw new Error(`E2E_CHROMIUM=debian, but ${DEBIAN_CHROMIUM} is missing (apt-get install chromium)`);
    return 'debian';
  }
  if (wanted === 'shell') {
    if (!installed.shell)
      throw new Error(
        `E2E_CHROMIUM=shell, but ${DEBIAN_HEADLESS_SHELL} is missing (apt-get install chromium-headless-shell)`,
      );
    return 'shell';
  }
  if (wanted !== '' && wanted !== 'auto')
    throw new Error(`E2E_CHROMIUM=${wanted}: expected npm, debian, shell or auto`);
  if (installed.shell && !full) return 'shell';
  return installed.debian ? 'debian' : 'npm';
}

/** The binary to launch; for the npm package this unpacks it (a few seconds, once per machine). */
export async function resolveChromium(
  env: ChromiumEnv = process.env,
  options: { full?: boolean } = {},
): Promise<ChromiumChoice> {
  const source = chooseChromiumSource(env, installedHere(), options.full);
  if (source === 'CHROMIUM_PATH') return { source, executablePath: env.CHROMIUM_PATH ?? '' };
  if (source === 'shell') return { source, executablePath: DEBIAN_HEADLESS_SHELL };
  if (source === 'debian') return { source, executablePath: DEBIAN_CHROMIUM };
  const { default: chromium } = await import('@sparticuz/chromium');
  return { source, executablePath: await chromium.executablePath() };
}

/**
 * Flags for either build. As root Chromium needs --no-sandbox; on this closed network the background
 * services (component updates, sync, safe-browsing lists) would each fail to connect at every start.
 * mercado.test stands for a company's custom domain: Chromium resolves it to loopback.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--host-resolver-rules=MAP mercado.test 127.0.0.1',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
