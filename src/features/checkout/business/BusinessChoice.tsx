/**
 * "Para quem é esta reserva?" (issue 18, point 1): shown at the first step of a hospitality checkout to a signed-in
 * member of a company. For the company (which one, when she is in several: a native select) or personal; the
 * choice is kept with the checkout's entries, and either can be changed back at this step.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { formatCnpj } from '@/src/domain/brazil/cnpj';
import { ChoiceControl } from '@/src/ui/ChoiceControl';
import { TextInput } from '@/src/ui/TextInput';
import type { BusinessCheckoutState, UpdateBusiness } from './business-checkout-state';

export interface ChoiceAccount {
  _id: string;
  tradeName: string;
  cnpj: string;
}

interface Props {
  accounts: ChoiceAccount[];
  state: BusinessCheckoutState;
  update: UpdateBusiness;
  /** A refusal of who books (FORBIDDEN), in words. */
  error?: string | null;
}

export function BusinessChoice({ accounts, state, update, error }: Props) {
  const { t } = useTranslation('checkout');
  const company = state.mode === 'company';
  const account = accounts.find((a) => a._id === state.accountId) ?? accounts[0];
  const option = (mode: 'company' | 'personal', title: string, hint: string) => (
    <Box
      component="label"
      htmlFor={`business-mode-${mode}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 56,
        px: 1,
        py: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        cursor: 'pointer',
        '&:has(input:checked)': { borderColor: 'primary.main', bgcolor: 'action.selected' },
      }}
    >
      <ChoiceControl
        type="radio"
        id={`business-mode-${mode}`}
        name="business-mode"
        checked={(state.mode ?? 'personal') === mode}
        describedBy={`business-mode-${mode}-hint`}
        onChange={() =>
          update({
            mode,
            accountId: state.accountId ?? accounts[0]?._id ?? null,
            refusals: {},
          })
        }
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography
          id={`business-mode-${mode}-hint`}
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {hint}
        </Typography>
      </Box>
    </Box>
  );

  return (
    <Box
      component="fieldset"
      data-testid="business-choice"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1 }}
    >
      <Typography component="legend" variant="h6" sx={{ mb: 1, p: 0 }}>
        {t('business.choice.title')}
      </Typography>
      {option(
        'company',
        t('business.choice.company'),
        accounts.length > 1
          ? t('business.choice.companyHintSeveral')
          : t('business.choice.companyHint', { name: account?.tradeName ?? '', cnpj: formatCnpj(account?.cnpj ?? '') }),
      )}
      {option('personal', t('business.choice.personal'), t('business.choice.personalHint'))}
      {company && accounts.length > 1 && (
        <TextInput
          id="business-account"
          select
          label={t('business.choice.account')}
          value={account?._id ?? ''}
          onChange={(event) =>
            // Another company has other saved clients and another limit: the lines' saved clients are chosen again.
            update((current) => ({
              accountId: event.target.value,
              lines: current.lines.map((line) => ({ ...line, clientId: null })),
              payment: null,
              refusals: {},
            }))
          }
          error={!!error}
          helperText={error}
          fullWidth
        >
          {accounts.map((choice) => (
            <option key={choice._id} value={choice._id}>
              {t('business.choice.accountOption', { name: choice.tradeName, cnpj: formatCnpj(choice.cnpj) })}
            </option>
          ))}
        </TextInput>
      )}
      {error && !(company && accounts.length > 1) && (
        <Typography role="alert" color="error" variant="body2" id="business-account">
          {error}
        </Typography>
      )}
    </Box>
  );
}
