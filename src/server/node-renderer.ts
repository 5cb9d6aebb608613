/**
 * Next's pages renderer requires React's edge build (`react-dom/server.edge`) even on Node (its own comment: "TODO:
 * Use Node.js build unless we're in an Edge runtime"). The edge build encodes every string it writes into a new
 * Uint8Array with TextEncoder; the Node build's `renderToReadableStream` (the same API, the same HTML) writes into
 * one buffer with `encodeInto`. On this server that encoding was about a twelfth of an uncached page's CPU
 * (docs/decisions.md "Speed: hydration in slices, the arrival language on the server, React's Node build"). So the
 * production server resolves that one request to the Node build. Next's development server keeps its own.
 */
import { registerHooks } from 'node:module';

const EDGE = 'react-dom/server.edge';
const NODE = 'react-dom/server.node';

let registered = false;

export function renderPagesWithNodeBuild(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve: (specifier, context, nextResolve) => nextResolve(specifier === EDGE ? NODE : specifier, context),
  });
}
