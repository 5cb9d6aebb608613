/**
 * The one inline script a production page carries: Turbopack's bootstrap, which queues the page's chunks for its
 * runtime (Next's pages router writes it into every page's HTML). Its text is fixed by the build, so the policy
 * allows exactly those texts by their SHA-256 hashes, computed from the build manifest the way Next writes them
 * (its own functions, so the text cannot drift from what `_document` renders): no 'unsafe-inline', no nonce that
 * would make each page's HTML unique (the HTML cache shares one rendering per minute).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTurbopackChunkGroupBootstrap } from 'next/dist/server/get-page-files';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';

/** The part of `.next/build-manifest.json` the bootstrap is written from (absent in a webpack build). */
export interface BootstrapManifest {
  pagesChunkGroupBootstrapParams?: Record<string, unknown>;
  chunkLoadingGlobal?: string;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of the bootstrap script of `page`, exactly as `_document` renders it; null when there is none. */
export function bootstrapScript(manifest: BootstrapManifest, page: string): string | null {
  if (!manifest.pagesChunkGroupBootstrapParams || !manifest.chunkLoadingGlobal) return null;
  const text = getTurbopackChunkGroupBootstrap(
    manifest.pagesChunkGroupBootstrapParams as Parameters<typeof getTurbopackChunkGroupBootstrap>[0],
    manifest.chunkLoadingGlobal,
    ['/_app', page],
  );
  return text ? htmlEscapeJsonString(text) : null;
}

/** The CSP sources (`'sha256-…'`) of every page's bootstrap script, sorted and without repeats. */
export function bootstrapScriptHashes(manifest: BootstrapManifest): string[] {
  const pages = Object.keys(manifest.pagesChunkGroupBootstrapParams ?? {});
  const texts = ['/_app', ...pages]
    .map((page) => bootstrapScript(manifest, page))
    .filter((text): text is string => text !== null);
  return [...new Set(texts.map(sha256))].sort();
}

const cache = new Map<string, string[]>();

/**
 * The hashes of the build this server runs (read once per build folder); none when there is no build manifest
 * (tests, a webpack build) — then pages simply carry no inline script to allow.
 */
export function buildScriptHashes(distDir = path.join(process.cwd(), '.next')): string[] {
  let hashes = cache.get(distDir);
  if (!hashes) {
    try {
      hashes = bootstrapScriptHashes(
        JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as BootstrapManifest,
      );
    } catch {
      hashes = [];
    }
    cache.set(distDir, hashes);
  }
  return hashes;
}
