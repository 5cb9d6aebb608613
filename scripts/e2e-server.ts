/** The server Playwright starts: the production build on a fresh embedded database in a temporary folder. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
process.env.ROOT_DOMAIN ||= `localhost:${process.env.PORT ?? 3100}`;
// The build is made once, by playwright.config.ts, before any server starts: a server (several run side by side, and
// some specs start their own) never builds, or two would write one .next at once.
process.env.SKIP_BUILD ||= '1';
// The server's clock: STORE_NOW passes through from the runner (Playwright hands its environment to the server), so
// `STORE_NOW=2026-11-24T03:10:00.000-03:00 npx playwright test …` runs the specs at 3 a.m. São Paulo.
// Behind one proxy hop, as in production: the client address is the right-most X-Forwarded-For entry (the one our
// proxy would append), never an entry further left. Specs that sign up send their own address that way
// (e2e/support/client-address.ts), so the per-address limits count one test's tries, as they count one airport
// Wi-Fi's, and not the whole suite's from 127.0.0.1.
process.env.TRUST_PROXY ||= '1';
if (process.env.STORE_NOW) console.log(`Server clock fixed by STORE_NOW at ${process.env.STORE_NOW}`);
void import('./start');
