/**
 * With introspection off, errors do not hand out the schema piece by piece either: graphql-js ends many
 * validation and variable errors with `Did you mean "order"?` (fields, arguments, types, enum values, input
 * fields). This plugin cuts those sentences from every error message, validation and execution alike.
 */
import { isAsyncIterable, type Plugin } from 'graphql-yoga';

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export const withoutSuggestions = (message: string) => message.replace(SUGGESTION, '');

/** The errors' messages without suggestions (in place: the same error objects may come back from Yoga's caches). */
function strip(errors: readonly { message: string }[] | undefined): void {
  for (const error of errors ?? []) {
    if (error.message.includes('Did you mean')) error.message = withoutSuggestions(error.message);
  }
}

export function useNoSuggestions(): Plugin {
  return {
    onValidate() {
      return ({ result }) => strip(result);
    },
    onExecute() {
      return {
        onExecuteDone({ result }) {
          if (!isAsyncIterable(result)) strip(result.errors);
        },
      };
    },
  };
}
