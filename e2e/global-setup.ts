/**
 * Runs once before the end-to-end tests: shows the runner's Node and chooses the Chromium (./chromium.ts).
 * The choice reaches the workers through CHROMIUM_PATH, which they inherit and playwright.config.ts reads.
 */
import { execFileSync } from 'node:child_process';
import { announceRuntime } from '../scripts/runtime';
import { resolveChromium } from './chromium';

export default async function globalSetup(): Promise<void> {
  announceRuntime('Playwright');
  const started = Date.now();
  const choice = await resolveChromium();
  process.env.CHROMIUM_PATH = choice.executablePath;
  const version = execFileSync(choice.executablePath, ['--version'], { encoding: 'utf8' }).trim();
  console.log(
    `Chromium from ${choice.source}: ${version} (${choice.executablePath}, ready in ${Date.now() - started} ms)`,
  );
}
