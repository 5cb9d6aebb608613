/**
 * Where a refusal of a company's booking is shown (issue 18): createOrder names the field in `extensions.path`
 * (`business.lines.1.flightNumber`, `business.costCentre`, `business.onAccount`), and the checkout goes back to the
 * step holding it and shows the message there, beside the field, with everything typed kept.
 */
export type BusinessStep = 'identificacao' | 'pagamento';

export interface RefusalPlace {
  step: BusinessStep;
  /** The key the step reads the refusal by: the path, with a saved client's id read as the client field. */
  path: string;
}

const LINE = /^business\.lines\.(\d{1,2})\.(\w+)$/;
const PAYMENT = new Set(['business.costCentre', 'business.purchaseOrder', 'business.onAccount']);

export function refusalPlace(code: string, path: string | undefined): RefusalPlace | null {
  if (code === 'FORBIDDEN' && !path) return { step: 'identificacao', path: 'business.accountId' };
  if (code === 'BUSINESS_ACCOUNT_NOT_APPROVED' || code === 'BUSINESS_CREDIT_LIMIT_REACHED')
    return { step: 'pagamento', path: 'business.onAccount' };
  if (!path) return null;
  const line = LINE.exec(path);
  if (line) {
    const field = line[2] === 'clientId' ? 'client' : line[2];
    return { step: 'identificacao', path: `business.lines.${line[1]}.${field}` };
  }
  if (PAYMENT.has(path)) return { step: 'pagamento', path };
  if (path.startsWith('business.')) return { step: 'identificacao', path: 'business.lines' };
  return null;
}

/** The key of a line's field, as refusals are kept. */
export const linePath = (index: number, field: string) => `business.lines.${index}.${field}`;
