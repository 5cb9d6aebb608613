/** The server's quote as the cart and the checkout's review read it (quote-summary.graphql), and one of its problems. */
import type { QuoteSummaryFragment } from './quote-summary.generated';

export type CartQuote = QuoteSummaryFragment;
export type QuoteProblem = QuoteSummaryFragment['problemDetails'][number];
