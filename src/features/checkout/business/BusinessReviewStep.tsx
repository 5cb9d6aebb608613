/**
 * The review of a company's booking (issue 18): the company and its contact, each client's line as it will be on
 * that client's voucher with the server's price for it ("1 crédito" where a package credit pays it), the total, how it is paid (on account with the cost centre
 * and PO, or the method chosen), then the place button. Placing approves the total shown.
 */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { FormEvent, ReactNode } from 'react';
import { useClientQuery } from '@/src/client/client-query';
import { formatCnpj } from '@/src/domain/brazil/cnpj';
import { formatBRL } from '@/src/domain/brazil/format';
import { normaliseFlight } from '@/src/domain/business/business-line';
import { paymentKind } from '@/src/domain/orders/checkout-payments';
import type { CheckoutState } from '@/src/domain/orders/checkout-state';
import { reaisToCents } from '@/src/domain/pricing/money';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { LightButton as Button } from '@/src/ui/LightButton';
import { StatusAlert as Alert } from '@/src/ui/StatusAlert';
import type { CheckoutOrderInput, ReviewQuote } from '../checkout-shapes';
import { StickyAction } from '../StickyAction';
import type { BusinessCheckoutState } from './business-checkout-state';
import type { SavedClient } from './ClientLineFields';

const quoteDocument = async () => (await import('../checkout-quote.generated')).CheckoutQuoteDocument;

export interface ReviewAccount {
  tradeName: string;
  legalName: string;
  cnpj: string;
  members: { name: string; email: string; me: boolean }[];
}

interface Props {
  account: ReviewAccount;
  state: BusinessCheckoutState;
  checkout: CheckoutState;
  saved: SavedClient[];
  services: string[];
  input: CheckoutOrderInput | null;
  priceChange: { from: number; to: number } | null;
  placeError: string | null;
  placing: boolean;
  buttonLabel: string | null;
  checkoutWarning: ReactNode;
  formId: string;
  onPlace: (quote: ReviewQuote) => void;
}

const dayTime = (date: string, time: string) => `${date.split('-').reverse().join('/')} ${time}`;

export function BusinessReviewStep(props: Props) {
  const { account, state, checkout, saved, services, input, formId } = props;
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const result = useClientQuery(quoteDocument, {
    variables: { input: input! },
    skip: !input,
    fetchPolicy: 'network-only',
  });
  const quote = result.data?.quote ?? null;
  const problems = quote?.problemDetails ?? [];
  const me = account.members.find((member) => member.me);
  const money = (reais: number) => formatBRL(reaisToCents(reais));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quote && problems.length === 0) props.onPlace(quote);
  };
  const edit = (step: string, label: string) => (
    <Button
      size="small"
      onClick={() => void router.push(`/checkout/${step}`)}
      sx={{ minHeight: 44 }}
      aria-label={label}
    >
      {t('review.edit')}
    </Button>
  );
  const heading = (id: string, text: string, step: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {text}
      </Typography>
      {edit(step, t('business.review.editOf', { what: text }))}
    </Box>
  );

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={submit}
      sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ px: 2, py: 2, display: 'grid', gap: 2, flex: 1, alignContent: 'start' }}>
        <Typography variant="h6" component="h2">
          {t('review.title')}
        </Typography>
        <FormAlert
          error={props.placeError ?? (problems.length > 0 ? problems.map((p) => p.message).join(' ') : null)}
        />
        {props.priceChange && (
          <Alert severity="warning" role="alert" data-testid="checkout-price-changed">
            {t('money.priceChanged', {
              from: money(props.priceChange.from),
              to: money(props.priceChange.to),
              place: props.buttonLabel ?? t('business.review.place'),
            })}
          </Alert>
        )}
        {result.error && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={result.refetch} sx={{ minHeight: 44 }}>
                {t('retry')}
              </Button>
            }
          >
            {t('review.quoteError')}
          </Alert>
        )}

        <Box component="section" aria-labelledby="business-review-company" sx={{ display: 'grid', gap: 0.5 }}>
          {heading('business-review-company', t('business.review.company'), 'identificacao')}
          <Typography variant="body2" data-testid="business-review-company">
            {t('business.review.companyLine', { name: account.legalName, cnpj: formatCnpj(account.cnpj) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('business.review.contact', { name: me?.name ?? '', email: me?.email ?? '' })}
          </Typography>
        </Box>

        <Box component="section" aria-labelledby="business-review-clients">
          {heading(
            'business-review-clients',
            t('business.review.clients', { count: state.lines.length }),
            'identificacao',
          )}
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {state.lines.map((line, index) => {
              const client = line.clientId ? saved.find((c) => c._id === line.clientId) : null;
              const name = client?.name ?? line.client.name.trim();
              const price = quote?.lines[index]?.total;
              return (
                <Box
                  component="li"
                  key={line.key}
                  data-testid="business-review-line"
                  sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.25 }}
                >
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {index + 1}. {name}
                    </Typography>
                    <Typography sx={{ whiteSpace: 'nowrap' }} data-testid="business-review-price">
                      {line.useCredit ? t('business.credit.one') : price === undefined ? '…' : money(price)}
                    </Typography>
                  </Box>
                  <Typography variant="body2">{services[line.service] ?? services[0]}</Typography>
                  <Typography variant="body2">
                    {t('business.review.flightLine', {
                      direction: t(`business.clients.directions.${line.direction}`),
                      flight: normaliseFlight(line.flightNumber) ?? line.flightNumber,
                      when: dayTime(line.date, line.time),
                      count: Number(line.people) || 1,
                    })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('business.review.meetLine', {
                      point: line.meetingPoint.trim(),
                      sign: line.signText.trim() || name,
                    })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('business.review.toldLine', {
                      language: t(`business.languages.${client?.language ?? line.client.language}`),
                    })}
                    {!line.clientId && line.client.save ? ` · ${t('business.review.willSave')}` : ''}
                  </Typography>
                </Box>
              );
            })}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1 }} data-testid="checkout-total">
            <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('review.total')}
            </Typography>
            <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {quote ? money(quote.total) : '…'}
            </Typography>
          </Box>
        </Box>

        <Divider />
        <Box component="section" aria-labelledby="business-review-payment" sx={{ display: 'grid', gap: 0.5 }}>
          {heading('business-review-payment', t('review.payment'), 'pagamento')}
          {state.payment === 'CREDITS' ? (
            <Typography variant="body2" data-testid="business-review-payment">
              {t('business.credit.reviewPayment', { count: state.lines.length })}
            </Typography>
          ) : state.payment === 'ON_ACCOUNT' ? (
            <Typography variant="body2" data-testid="business-review-payment">
              {t('business.review.onAccount', { company: account.tradeName, costCentre: state.costCentre.trim() })}
              {state.purchaseOrder.trim() ? ` · ${t('business.review.po', { po: state.purchaseOrder.trim() })}` : ''}
            </Typography>
          ) : (
            checkout.paymentMethod && (
              <Typography variant="body2" data-testid="business-review-payment">
                {t(`methods.${checkout.paymentMethod}`, { defaultValue: checkout.paymentMethod })}
                {paymentKind(checkout.paymentMethod) === 'card' && checkout.card
                  ? ` · ${t('review.cardNoBrand', { last4: checkout.card.last4 })}`
                  : ''}
              </Typography>
            )
          )}
          <Typography variant="body2" color="text.secondary">
            {t('business.review.vouchers')}
          </Typography>
        </Box>
        {props.checkoutWarning}
      </Box>
      <StickyAction
        form={formId}
        testId="checkout-place"
        label={props.buttonLabel ?? t('business.review.place')}
        busy={props.placing}
        disabled={!quote || problems.length > 0 || result.loading}
        aside={quote ? <span>{money(quote.total)}</span> : undefined}
      />
    </Box>
  );
}
