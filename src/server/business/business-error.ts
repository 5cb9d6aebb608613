/**
 * A refusal of a business-account operation: a code for `extensions.code` and, for bad input, each wrong field's
 * code (`{ cnpj: 'CNPJ_INVALID' }`) so the screen can say it at the field. The resolvers translate the message; the
 * services know nothing of GraphQL.
 */
import type { ZodError } from 'zod';
import { fieldCodes } from '../../domain/business/business-profile';

export class BusinessError extends Error {
  constructor(
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'BusinessError';
  }
}

/** Bad input: the first field's code is the error's code, and every field's code travels with it. */
export function invalidInput(error: ZodError, prefix = ''): BusinessError {
  const fields = Object.fromEntries(
    Object.entries(fieldCodes(error)).map(([path, code]) => [prefix ? `${prefix}.${path}` : path, code]),
  );
  return new BusinessError(Object.values(fields)[0] ?? 'BAD_USER_INPUT', fields);
}
