/**
 * The Node line the project runs on. The `node` package (a dependency) puts `node_modules/.bin/node` first on
 * the PATH of every npm script and of everything `npx` runs, so `npm start` and `npm test` run on it even where
 * the machine's own Node is older. Entry scripts call `announceRuntime` so each run shows which binary it got
 * and warn on an older one (usually: started with `node`/`tsx` from outside npm).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The lowest major version `engines.node` of package.json accepts (its first number). */
export function requiredNodeMajor(root = process.cwd()): number {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  const match = /(\d+)/.exec(pkg.engines?.node ?? '');
  if (!match) throw new Error('package.json has no engines.node');
  return Number(match[1]);
}

export interface RuntimeCheck {
  version: string;
  execPath: string;
  required: number;
  supported: boolean;
}

export function checkRuntime(
  version = process.version,
  execPath = process.execPath,
  root = process.cwd(),
): RuntimeCheck {
  const required = requiredNodeMajor(root);
  const major = Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
  return { version, execPath, required, supported: major >= required };
}

/**
 * Prints `<what> on Node vX (binary)`, and a warning on a Node older than engines.node: it still starts (the
 * benchmark compares the old line on purpose), but the dependencies no longer support it.
 */
export function announceRuntime(what: string): RuntimeCheck {
  const check = checkRuntime();
  console.log(`${what} on Node ${check.version} (${check.execPath})`);
  if (!check.supported) {
    console.warn(
      `Warning: Node ${check.required} or later is supported, not ${check.version}. Run through npm (\`npm start\`, ` +
        `\`npm test\`, \`npm run …\`) or \`npx\` after \`npm install\`: they put node_modules/.bin/node first on the PATH.`,
    );
  }
  return check;
}
