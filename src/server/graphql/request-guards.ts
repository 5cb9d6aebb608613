/**
 * The Yoga plugin that refuses bad input before it reaches a resolver, and gives every refusal a code:
 * - documents nested too deep or with too many tokens (request-limits.ts) are GRAPHQL_PARSE_FAILED, HTTP 400;
 * - a null byte in a string, literal or variable, is BAD_USER_INPUT (PostgreSQL text cannot hold one, so it
 *   would otherwise surface as a masked internal error);
 * - variables of the wrong type (refused by graphql-js before execution, without a code) are BAD_USER_INPUT.
 * Validation errors, the depth, alias and cost limits included, are GRAPHQL_VALIDATION_FAILED (Yoga's own code).
 */
import type { ASTVisitor, ValidationContext } from 'graphql';
import { createGraphQLError, isAsyncIterable, type Plugin } from 'graphql-yoga';
import { assertWithinLimits, withTokenLimit } from './request-limits';

const NULL_BYTE = '\u0000';

function nullByteError(where: string) {
  return createGraphQLError(`${where} contains a null byte.`, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
  });
}

/** Whether a JSON value holds a null byte in any string or key; iterative, since variables may nest deeply. */
export function holdsNullByte(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes(NULL_BYTE)) return true;
    } else if (Array.isArray(next)) {
      for (const inner of next) pending.push(inner);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes(NULL_BYTE)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

function noNullBytesRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes(NULL_BYTE)) context.reportError(nullByteError('A string argument'));
    },
  };
}

export function useRequestGuards(): Plugin {
  return {
    onParams({ params }) {
      if (typeof params.query === 'string') assertWithinLimits(params.query);
      if (holdsNullByte(params.variables)) throw nullByteError('A variable');
    },
    onParse({ parseFn, setParseFn }) {
      setParseFn(withTokenLimit(parseFn));
    },
    onValidate({ addValidationRule }) {
      addValidationRule(noNullBytesRule);
    },
    onExecute() {
      return {
        onExecuteDone({ result }) {
          // No data at all: graphql-js refused the variables before executing anything.
          if (isAsyncIterable(result) || result.data !== undefined) return;
          for (const error of result.errors ?? []) {
            const extensions = error.extensions as Record<string, unknown>;
            extensions.code ??= 'BAD_USER_INPUT';
          }
        },
      };
    },
  };
}
