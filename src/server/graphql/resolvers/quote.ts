import { createGraphQLError } from 'graphql-yoga';
import { centsToReais } from '../../../domain/pricing/money';
import { problemMessage } from '../../i18n/problem-messages';
import { parseOrderInput } from '../../orders/order-input';
import { quoteOrderNow } from '../../orders/quote-service';
import { quoteWithCredits } from '../../business/quote-credits';
import type { GraphQLContext } from '../context';

export const quoteQueries = {
  async quote(_: unknown, args: { input: unknown }, ctx: GraphQLContext) {
    const parsed = parseOrderInput(args.input);
    if (!parsed.ok)
      throw createGraphQLError(`Invalid order: ${parsed.issues.join('; ')}`, {
        extensions: { code: 'BAD_USER_INPUT', issues: parsed.issues },
      });
    const snap = await ctx.company(parsed.input.company);
    // A company's booking names one client per line (createOrder checks who books): its quote counts them so.
    const business = !!(args.input as { business?: unknown } | null)?.business;
    const result = await quoteOrderNow(ctx.db, snap, parsed.input, ctx.now, { bookingPerLine: business });
    if (!result.ok) throw createGraphQLError('Catalog not found', { extensions: { code: result.code } });
    // A company's lines paid with a package credit cost nothing, as in createOrder (quote-credits.ts).
    const quote = quoteWithCredits(result.quote, args.input, snap, parsed.input);
    return {
      lines: quote.lines.map((line) => ({
        ...line,
        unitPrice: centsToReais(line.unitPrice),
        total: centsToReais(line.total),
      })),
      subtotal: centsToReais(quote.subtotal),
      discount: centsToReais(quote.discount),
      deliveryFee: centsToReais(quote.deliveryFee),
      total: centsToReais(quote.total),
      problems: [...new Set(quote.problems.map((p) => p.code))],
      problemDetails: quote.problems.map((p) => ({
        code: p.code,
        itemId: p.itemId ?? null,
        path: p.path ?? null,
        message: problemMessage(p.code, ctx.locale, p.params),
      })),
    };
  },
};
