/**
 * `npm run catalog -- import FILE.json [FILE2.json…] [--dry-run]`
 * `npm run catalog -- export COMPANY [--output FILE.json]`   (JSON on stdout otherwise)
 *
 * Import validates each document first and, on bad input, prints every
 * problem with its JSON path and changes nothing (docs/interfaces.md "Commands"). Logs go to
 * stderr, so `export COMPANY > FILE.json` captures only the document.
 * Exit codes: 0 ok, 1 failure (problems listed), 2 usage.
 */
import './load-env'; // first: .env.local and .env before anything reads a setting
import fs from 'node:fs';
import { exportCatalog } from '../src/server/catalog-io/export';
import { importCatalog } from '../src/server/catalog-io/import';
import { openDatabase } from '../src/server/db/engine';
import { migrate } from '../src/server/db/migrate';

const USAGE = `usage:
  npm run catalog -- import FILE.json [MORE.json…] [--dry-run]
  npm run catalog -- export COMPANY [--output FILE.json]`;

const log = (message: string) => console.error(`[catalog] ${message}`);

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((a) => a.startsWith('--') && !a.startsWith('--output')));
  const outputIndex = rest.findIndex((a) => a === '--output' || a === '-o' || a.startsWith('--output='));
  let output: string | undefined;
  if (outputIndex >= 0) {
    const flag = rest[outputIndex];
    output = flag.startsWith('--output=') ? flag.slice('--output='.length) : rest[outputIndex + 1];
    if (!output) throw new UsageError('--output needs a file name');
    rest.splice(outputIndex, flag.includes('=') ? 1 : 2);
  }
  const args = rest.filter((a) => !a.startsWith('--'));
  for (const flag of flags) if (flag !== '--dry-run') throw new UsageError(`unknown option ${flag}`);

  if (command === 'import') {
    if (args.length === 0) throw new UsageError('import needs at least one FILE.json');
    // Read and parse every file before opening the database: a typo fails fast.
    const documents = args.map((file) => ({ file, document: readDocument(file) }));
    return withDatabase(async (db) => {
      let failed = 0;
      for (const { file, document } of documents) {
        const result = await importCatalog(db, document, { dryRun: flags.has('--dry-run') });
        if (!result.ok) {
          failed++;
          log(`${file}: not imported, ${result.problems.length} problem(s):`);
          for (const problem of result.problems) console.error(`  - ${problem}`);
          continue;
        }
        const summary = Object.entries(result.changes)
          .filter(([, c]) => c.inserted + c.updated + c.deleted > 0)
          .map(([table, c]) => `${table} +${c.inserted} ~${c.updated} -${c.deleted}`)
          .join(', ');
        const verb = result.dryRun ? 'would import' : 'imported';
        log(
          `${file}: ${verb} company "${result.companySlug}"${result.created ? ' (new)' : ''}: ` +
            (result.unchanged ? 'nothing changed' : summary),
        );
      }
      return failed > 0 ? 1 : 0;
    });
  }

  if (command === 'export') {
    if (args.length !== 1) throw new UsageError('export needs exactly one COMPANY (its slug)');
    const [slug] = args;
    return withDatabase(async (db) => {
      const document = await exportCatalog(db, slug);
      if (!document) {
        log(`no company "${slug}"`);
        return 1;
      }
      const json = `${JSON.stringify(document, null, 2)}\n`;
      if (output) {
        fs.writeFileSync(output, json);
        log(`exported company "${slug}" to ${output}`);
      } else {
        await writeStdout(json);
        log(`exported company "${slug}"`);
      }
      return 0;
    });
  }

  throw new UsageError(command ? `unknown command "${command}"` : 'missing command');
}

async function withDatabase(run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<number>) {
  const handle = await openDatabase();
  try {
    await migrate(handle);
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}

/** Reads a JSON document ("-" = stdin), tolerating the banner `npm run` prints before a redirected export. */
function readDocument(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${file}: ${(error as Error).message}`);
  }
  const banner = /^\s*(?:> [^\n]*\n)+\s*(?=[{[])/.exec(text);
  if (banner) {
    log(`${file}: skipping the "> …" lines npm printed before the JSON`);
    text = text.slice(banner[0].length);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * `npm run catalog -- export X > FILE.json`: npm writes its "> storefront@… catalog"
 * banner into FILE.json before this script starts. When stdout is a file that
 * holds nothing but that banner (Linux: checked through /proc, never for `>>`),
 * the document is written from the start of the file instead, so FILE.json is
 * plain JSON. Elsewhere, stdout is written as usual (and import skips the banner).
 */
async function writeStdout(json: string): Promise<void> {
  if (process.env.npm_lifecycle_event && process.platform === 'linux') {
    try {
      const stat = fs.fstatSync(1);
      const flags = Number.parseInt(
        /flags:\s*(\d+)/.exec(fs.readFileSync('/proc/self/fdinfo/1', 'utf8'))?.[1] ?? '',
        8,
      );
      const O_APPEND = 0o2000;
      if (stat.isFile() && stat.size > 0 && stat.size < 4096 && Number.isFinite(flags) && !(flags & O_APPEND)) {
        const current = fs.readFileSync('/proc/self/fd/1', 'utf8');
        if (/^\s*(?:> [^\n]*\n)+\s*$/.test(current)) {
          const buffer = Buffer.from(json);
          fs.writeSync(1, buffer, 0, buffer.length, 0);
          fs.ftruncateSync(1, buffer.length);
          return;
        }
      }
    } catch {
      // Fall through to a plain write.
    }
  }
  await new Promise<void>((resolve, reject) =>
    process.stdout.write(json, (error) => (error ? reject(error) : resolve())),
  );
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      log(error.message);
      console.error(USAGE);
      process.exit(2);
    }
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
