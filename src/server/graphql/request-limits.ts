/**
 * Size limits of a GraphQL document, enforced before it is parsed. graphql-js parses (and the depth, cost and
 * alias rules count) recursively, so a document nested a few thousand levels deep (inline fragments, a list
 * literal of 10 KB) would overflow the stack. The lexer is iterative: one pass of it counts the tokens and the
 * nesting, and the request is refused (GRAPHQL_PARSE_FAILED, HTTP 400) before any parse. The parser is given
 * the same token limit as a second line.
 */
import { Lexer, parse, Source, TokenKind, type DocumentNode, type ParseOptions } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/** The largest query of the benchmark and the tests has under 100 tokens: ample room for a storefront page's. */
export const MAX_TOKENS = 5000;
/** Brackets, braces and parentheses open at once: the depth limit (10 fields) plus arguments' objects and lists. */
export const MAX_NESTING = 64;

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** Why a document is refused before parsing, or null; a lexing error is left to the parser, which locates it. */
export function documentTooLarge(query: string): string | null {
  const lexer = new Lexer(new Source(query));
  let depth = 0;
  try {
    for (let token = lexer.advance(), tokens = 1; token.kind !== TokenKind.EOF; token = lexer.advance(), tokens++) {
      if (tokens > MAX_TOKENS) return `Syntax Error: Document has more than ${MAX_TOKENS} tokens.`;
      if (OPENING.has(token.kind) && ++depth > MAX_NESTING)
        return `Syntax Error: Document nested deeper than ${MAX_NESTING} levels.`;
      if (CLOSING.has(token.kind)) depth--;
    }
  } catch {
    return null;
  }
  return null;
}

export function assertWithinLimits(query: string): void {
  const refusal = documentTooLarge(query);
  if (refusal)
    throw createGraphQLError(refusal, { extensions: { code: 'GRAPHQL_PARSE_FAILED', http: { status: 400 } } });
}

/** Parses within the limits; used where the server reads a query itself (the response cache's verdict). */
export function parseGuarded(query: string): DocumentNode {
  assertWithinLimits(query);
  return parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
}

/** Another parse function (Yoga's, so that its errors stay its own kind) given the token limit. */
export function withTokenLimit(parseFn: (source: string | Source, options?: ParseOptions) => DocumentNode) {
  return (source: string | Source, options?: ParseOptions): DocumentNode =>
    parseFn(source, { ...options, maxTokens: MAX_TOKENS });
}
