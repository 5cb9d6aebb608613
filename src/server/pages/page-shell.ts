/** The shell's query (top bar, footer) as the loader reads it: no company, or a company this host cannot reach, is a 404. */
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The company is unknown to this host (an unknown host lands here too, docs/architecture.md "Tenancy"). */
export const isUnknownCompany = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((e) => ['COMPANY_NOT_FOUND', 'FORBIDDEN'].includes(String(e.extensions?.code)));

/** 'found' when the shell has a company; 'unknown' when it has none; any other failure is the page's error. */
export async function shellOutcome(shell: Promise<{ company?: unknown } | undefined>): Promise<'found' | 'unknown'> {
  try {
    return (await shell)?.company ? 'found' : 'unknown';
  } catch (error) {
    if (isUnknownCompany(error)) return 'unknown';
    throw error;
  }
}
