/** `/empresa/creditos`' declaration: protected like /conta (business-pages.ts), the chosen company's credits. */
import { businessPage } from './business-pages';
import { BusinessCreditsDocument } from './business-credits.generated';

export const businessCreditsPage = businessPage(async ({ tools, accountId }) => {
  if (accountId) await tools.query(BusinessCreditsDocument, { accountId }).catch(() => undefined);
  return { props: {} };
});
