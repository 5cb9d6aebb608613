/** The server Playwright starts: the production build on a fresh embedded database in a temporary folder. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
process.env.ROOT_DOMAIN ||= `localhost:${process.env.PORT ?? 3100}`;
void import('./start');
