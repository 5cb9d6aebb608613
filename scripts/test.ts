/**
 * `npm test`: every test — vitest (unit, server on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set)
 * and Playwright end-to-end, then the first-load JavaScript budget on the build they used (one test) — then one
 * closing line `tests: N passed, N failed, N skipped` for CI (docs/stack-notes.md pitfall 11).
 *
 * Two lines of runners go side by side, so that both cores stay busy: the vitest passes one after the other, and
 * the browser's (Playwright, then the JavaScript budget, then whichever vitest pass the first line has not started
 * yet). Neither fills two cores alone: the PGlite pass is one worker plus its main process (the PostgreSQL pass,
 * which waits on its server, two), and Playwright's workers wait on their servers and browsers. Each runner's output goes to
 * reports/test/<runner>.log and is printed whole when it ends, so the two never interleave. TEST_LINES=1 runs them
 * in one line instead, in the same order.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { announceRuntime } from './runtime';
import { sqlTestFiles } from './sql-tests';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
/** Each runner's wall time, and every test's own time, for the closing summary (the slowest ten). */
const runnerTimes: { label: string; seconds: number }[] = [];
const testTimes: { name: string; ms: number }[] = [];
/** End-to-end tests that failed once and passed on their retry (CI only): named in the summary, never hidden. */
const flaky: string[] = [];
const outDir = path.resolve('reports/test');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
let anyCrash = false;
// Each runner below prints its own Node too: vitest in tests/scripts/runtime.test.ts, Playwright and its server at start.
announceRuntime('npm test');

/** Runs one runner with its output in reports/test/<file>.log, printed when it ends; resolves to its exit status. */
async function run(label: string, cmd: string, args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const logFile = path.join(outDir, `${label.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '')}.log`);
  const log = createWriteStream(logFile);
  console.log(`── ${label}: started (output in ${path.relative(process.cwd(), logFile)}) ──`);
  const status = await new Promise<number>((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (error) => {
      log.write(`${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
  await new Promise((resolve) => log.end(resolve));
  const seconds = (performance.now() - started) / 1000;
  runnerTimes.push({ label, seconds });
  console.log(`\n── ${label} (${seconds.toFixed(1)} s, exit ${status}) ──`);
  process.stdout.write(readFileSync(logFile, 'utf8'));
  return status;
}

async function vitest(
  label: string,
  file: string,
  args: string[],
  env: Record<string, string> = {},
  wrapper: string[] = [],
): Promise<void> {
  const command = [
    ...wrapper,
    'npx',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${file}`,
    ...args,
  ];
  const status = await run(label, command[0], command.slice(1), env);
  if (!existsSync(file)) {
    anyCrash = true;
    total.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: { name: string; assertionResults?: { fullName: string; duration?: number | null }[] }[];
  };
  for (const fileResult of report.testResults ?? [])
    for (const t of fileResult.assertionResults ?? []) {
      testTimes.push({
        name: `${label.split(' (')[0]}: ${path.relative(process.cwd(), fileResult.name)} › ${t.fullName}`,
        ms: t.duration ?? 0,
      });
    }
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
  if (status !== 0 && report.numFailedTests === 0) {
    anyCrash = true;
    total.failed += 1;
  }
}

interface PwSuite {
  specs?: {
    title: string;
    file: string;
    tests: { status: string; projectName?: string; results?: { duration: number }[] }[];
  }[];
  suites?: PwSuite[];
}
async function playwright(): Promise<void> {
  const file = path.join(outDir, 'e2e.json');
  const status = await run('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    PW_JSON_OUTPUT: file,
  });
  if (!existsSync(file)) {
    anyCrash = true;
    total.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: PwSuite[] };
  let failed = 0;
  const walk = (suite: PwSuite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        testTimes.push({
          name: `e2e: ${spec.file} › ${spec.title} [${t.projectName ?? ''}]`,
          ms: (t.results ?? []).reduce((sum, r) => sum + r.duration, 0),
        });
        if (t.status === 'flaky') flaky.push(`${spec.file} › ${spec.title} [${t.projectName ?? ''}]`);
        if (t.status === 'expected' || t.status === 'flaky') total.passed += 1;
        else if (t.status === 'skipped') total.skipped += 1;
        else failed += 1;
      }
    (suite.suites ?? []).forEach(walk);
  };
  report.suites.forEach(walk);
  total.failed += failed;
  if (status !== 0 && failed === 0) {
    anyCrash = true;
    total.failed += 1;
  }
}

/**
 * The first-load JavaScript budget (scripts/js-budget.ts) on the build the end-to-end server used, counted as one
 * test: passed when every page ships at most 200 kB gzipped and the home, store and item pages at most 160 kB,
 * failed otherwise (README "Speed"; docs/decisions.md
 * "First-load JavaScript, third pass"). Skipped when there is no build to measure (SKIP_E2E=1 on a fresh checkout).
 */
async function jsBudget(): Promise<void> {
  if (!existsSync(path.resolve('.next/build-manifest.json'))) {
    console.log('\n── first-load JavaScript budget: no build to measure (skipped) ──');
    total.skipped += 1;
    return;
  }
  const status = await run(
    'first-load JavaScript budget (npm run check:js)',
    'npx',
    ['tsx', 'scripts/js-budget.ts'],
    {},
  );
  if (status === 0) total.passed += 1;
  else total.failed += 1;
}

/**
 * The Firebase identity adapter against the Firebase Auth emulator: in CI, or with FIREBASE_EMULATOR_TESTS=1.
 * scripts/firebase-emulator.ts installs firebase-tools into .cache on first use (not a dependency: 490 MB), starts
 * the emulator and runs the file with FIREBASE_AUTH_EMULATOR_HOST set; the first pass then leaves that file out
 * rather than count it skipped.
 */
const FIREBASE_TESTS = 'tests/server/identity/identity-firebase.test.ts';
const firebaseEmulatorTests = Boolean(process.env.CI) || process.env.FIREBASE_EMULATOR_TESTS === '1';

/**
 * The vitest passes, in the order they are taken: the embedded PGlite pass first (the longest), then the Firebase
 * emulator's file and the PostgreSQL pass. Each line takes the next pass that no line has started, so the browser's
 * line, when Playwright ends first, runs the PostgreSQL pass while the PGlite pass is still going.
 */
function vitestPasses(): (() => Promise<void>)[] {
  const passes = [
    () =>
      vitest('unit and server tests (vitest, embedded PGlite)', path.join(outDir, 'vitest.json'), [], {
        TEST_DATABASE_URL: '',
        VITEST_SEPARATE: firebaseEmulatorTests ? FIREBASE_TESTS : '',
      }),
  ];
  if (firebaseEmulatorTests)
    passes.push(() =>
      vitest(
        'Firebase identity against the Auth emulator',
        path.join(outDir, 'vitest-firebase.json'),
        [FIREBASE_TESTS],
        { TEST_DATABASE_URL: '' },
        ['npx', 'tsx', 'scripts/firebase-emulator.ts', '--'],
      ),
    );
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl)
    passes.push(() =>
      vitest(
        'tests that touch SQL, against PostgreSQL',
        path.join(outDir, 'vitest-postgres.json'),
        // Two workers: these files wait on the PostgreSQL server as much as they compute, so two keep the cores busy
        // (alone, 92 → 41 s); the pass usually runs last, beside nothing else.
        ['--maxWorkers=2', ...sqlTestFiles().filter((f) => f !== FIREBASE_TESTS)],
        { TEST_DATABASE_URL: postgresUrl, VITEST_SEPARATE: FIREBASE_TESTS },
      ),
    );
  return passes;
}
const pending = vitestPasses();

/** Runs the vitest passes no line has started yet, one after the other. */
async function takePasses(): Promise<void> {
  for (let next = pending.shift(); next; next = pending.shift()) await next();
}

/** Playwright, then the JavaScript budget of the build it ran, then any vitest pass still waiting. */
async function browserLine(): Promise<void> {
  if (process.env.SKIP_E2E !== '1') await playwright();
  await jsBudget();
  await takePasses();
}

async function main(): Promise<void> {
  if (process.env.TEST_LINES === '1') {
    await takePasses();
    await browserLine();
  } else {
    // Playwright builds first when the build is stale (playwright.config.ts): in CI the build is already there.
    await Promise.all([takePasses(), browserLine()]);
  }
  summary();
}

function summary(): void {
  console.log('\n── time per runner ──');
  for (const r of runnerTimes) console.log(`${r.seconds.toFixed(1).padStart(8)} s  ${r.label}`);
  console.log('\n── the ten slowest tests ──');
  for (const t of [...testTimes].sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`${(t.ms / 1000).toFixed(1).padStart(8)} s  ${t.name}`);
  if (flaky.length > 0) {
    console.log(`\n── passed only on the retry (${flaky.length}): to be made steady ──`);
    for (const name of flaky) console.log(`  ${name}`);
  }
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(total.failed > 0 || anyCrash ? 1 : 0);
}

void main();
