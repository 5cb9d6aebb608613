import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Stack from '@mui/material/Stack';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { ChoiceControl } from '@/src/ui/ChoiceControl';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { accountPost, credentialsSignIn } from '@/src/client/session/auth-requests';
import { accountRules, loadedAccountRules, type AccountRules } from './account-rules';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { withReturn } from './return-path';
import { useErrorText } from './use-error-text';

/** Read by screen readers only. Sizes in px: MUI reads `width: 1` as 100%, which made this box overflow the page. */
const hiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type Field = 'name' | 'email' | 'password' | 'acceptTerms';
interface Values {
  name: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}

function validate(rules: AccountRules, values: Values): Partial<Record<Field, string>> {
  const parsed = rules.signUpSchema.safeParse(values);
  return parsed.success ? {} : rules.fieldErrors(parsed.error);
}

interface Props {
  /** The company's terms of use (from the layout's services), when it has one. */
  termsHref: string | null;
  returnTo: string | null;
  /** Where to go once the account exists and is signed in (the page navigates). */
  onDone: (path: string) => void;
}

/**
 * The sign-up form: the API's own zod rules checked before sending (the same codes, so the same messages), the
 * server's answer shown beside its field (taken e-mail, per-field validation) or on top (limit with its wait),
 * then a password sign-in and the verification screen.
 */
export function SignUpForm({ termsHref, returnTo, onDone }: Props) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [values, setValues] = useState<Values>({ name: '', email: '', password: '', acceptTerms: false });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => void accountRules(), []);

  const change = <K extends Field>(field: K, value: Values[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt the messages follow the typing, so a fixed field loses its error at once.
    const rules = loadedAccountRules();
    if (submitted && rules) setErrors(validate(rules, next));
  };
  const message = (field: Field) => (errors[field] ? errorText(errors[field]) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const found = validate(await accountRules(), values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('errors.checkFields'));
      document.getElementById(Object.keys(found)[0] ?? '')?.focus();
      return;
    }
    setBusy(true);
    const answer = await accountPost('/api/user/sign-up', values);
    if (!answer.ok) {
      setBusy(false);
      if (answer.error === 'EMAIL_TAKEN') {
        setErrors({ email: 'EMAIL_TAKEN' });
        setFormError(errorText('EMAIL_TAKEN'));
      } else if (answer.error === 'VALIDATION' && answer.fields) {
        setErrors(answer.fields as Partial<Record<Field, string>>);
        setFormError(t('errors.checkFields'));
      } else setFormError(errorText(answer.error, answer.retryAfter));
      return;
    }
    const signedIn = await credentialsSignIn(values.email, values.password);
    // The account exists either way; without a session (a limit hit) the user signs in next, which sends an
    // unverified e-mail on to verify where the company requires it.
    // After the verification comes the (skippable) profile completion, and then the page the user came from.
    onDone(withReturn(signedIn.ok ? '/verificar-email' : '/login', withReturn('/completar-cadastro', returnTo)));
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormAlert error={formError} />
      <Stack spacing={2}>
        <TextField
          id="name"
          name="name"
          label={t('field.name')}
          value={values.name}
          onChange={(e) => change('name', e.target.value)}
          autoComplete="name"
          required
          fullWidth
          error={Boolean(errors.name)}
          helperText={message('name')}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          id="email"
          name="email"
          type="email"
          label={t('field.email')}
          value={values.email}
          onChange={(e) => change('email', e.target.value)}
          autoComplete="email"
          required
          fullWidth
          error={Boolean(errors.email)}
          helperText={message('email')}
          slotProps={{ htmlInput: { maxLength: 254, inputMode: 'email' } }}
        />
        <PasswordField
          value={values.password}
          onChange={(value) => change('password', value)}
          error={message('password')}
          hint={t('field.passwordRule')}
          autoComplete="new-password"
        />
        <div>
          <Box
            component="label"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
              ml: '-11px',
              cursor: 'pointer',
              verticalAlign: 'middle',
            }}
          >
            <ChoiceControl
              type="checkbox"
              id="acceptTerms"
              checked={values.acceptTerms}
              onChange={(e) => change('acceptTerms', e.target.checked)}
              invalid={Boolean(errors.acceptTerms)}
              describedBy={errors.acceptTerms ? 'acceptTerms-error' : undefined}
            />
            <span>
              {t('signUp.acceptTerms')}{' '}
              {termsHref ? (
                <a href={termsHref} target="_blank" rel="noopener noreferrer">
                  {t('signUp.termsLink')}
                  <Box component="span" sx={hiddenSx}>
                    {' '}
                    {t('signUp.termsNewTab')}
                  </Box>
                </a>
              ) : (
                t('signUp.termsLink')
              )}
            </span>
          </Box>
          {errors.acceptTerms && (
            <Box id="acceptTerms-error" sx={{ typography: 'caption', color: 'error.main', mx: 1.75, mt: '3px' }}>
              {message('acceptTerms')}
            </Box>
          )}
        </div>
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 48 }}>
          {busy ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('signUp.haveAccount')} <Link href={withReturn('/login', returnTo)}>{t('signUp.signIn')}</Link>
        </Typography>
      </Stack>
    </Box>
  );
}
