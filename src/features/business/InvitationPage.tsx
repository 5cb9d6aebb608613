/**
 * /empresa/convite?token=…: whose team the mailed link invites to, for which e-mail and role, and the button that
 * joins it. When the signed-in user cannot accept it (another e-mail, unverified, expired, used), the reason and
 * what to do instead: sign in with the invited address, confirm the e-mail, ask for a new invitation.
 */
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageLocale } from '@/src/client/page-data';
import { signOut } from '@/src/client/session/auth-requests';
import { AccountSection } from '@/src/features/account/AccountSection';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { LightButton as Button } from '@/src/ui/LightButton';
import type { BusinessInvitationQuery } from './business-invitation.generated';
import { runBusinessMutation } from './business-actions';
import { useBusinessError } from './use-business-error';

interface Props {
  token: string;
  invitation: BusinessInvitationQuery['businessInvitation'];
  signedInAs: string;
}

export function InvitationPage({ token, invitation, signedInAs }: Props) {
  const { t } = useTranslation('business');
  const router = useRouter();
  const locale = usePageLocale();
  const errorText = useBusinessError();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!invitation)
    return (
      <AccountSection id="invitation" title={t('invitation.title')}>
        <FormAlert error={t('invitation.notFound')} />
      </AccountSection>
    );

  async function accept() {
    setBusy(true);
    setError(null);
    const outcome = await runBusinessMutation(locale, (d) => d.AcceptBusinessInvitationDocument, { token });
    setBusy(false);
    if (!outcome.ok) return setError(errorText(outcome.refusal.code));
    await router.push(`/empresa?conta=${encodeURIComponent(outcome.data.acceptBusinessInvitation._id)}`);
  }

  const back = router.asPath;
  const refusal = invitation.refusal;
  return (
    <AccountSection id="invitation" title={t('invitation.heading', { company: invitation.tradeName })}>
      <Typography sx={{ mb: 2 }}>
        {t('invitation.body', {
          email: invitation.email,
          role: t(invitation.role === 'ADMIN' ? 'team.admin' : 'team.booker').toLowerCase(),
        })}
      </Typography>
      <FormAlert error={error ?? (refusal ? errorText(refusal) : null)} />
      {refusal === 'INVITATION_OTHER_EMAIL' && (
        <>
          <Typography sx={{ mb: 2 }}>{t('invitation.signedInAs', { email: signedInAs })}</Typography>
          <Button
            variant="contained"
            sx={{ minHeight: 48 }}
            onClick={() => void signOut(`/login?callbackUrl=${encodeURIComponent(back)}`)}
          >
            {t('invitation.switch')}
          </Button>
        </>
      )}
      {refusal === 'EMAIL_NOT_VERIFIED' && (
        <Button
          component={Link}
          href={`/verificar-email?callbackUrl=${encodeURIComponent(back)}`}
          variant="contained"
          sx={{ minHeight: 48 }}
        >
          {t('invitation.verify')}
        </Button>
      )}
      {refusal === 'INVITATION_ALREADY_USED' && (
        <Button component={Link} href="/empresa" variant="contained" sx={{ minHeight: 48 }}>
          {t('invitation.goToCompany')}
        </Button>
      )}
      {!refusal && (
        <Box>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void accept()}
            sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
          >
            {busy ? t('invitation.accepting') : t('invitation.accept')}
          </Button>
        </Box>
      )}
    </AccountSection>
  );
}
