/**
 * The company's team: who is in it and with which role; for an admin, each member's role and removal, the invitation
 * form and the invitations not yet accepted; for anyone, leaving. Every change asks the server, then the page's
 * data is read again; a refusal (the last admin, someone already invited) is said where it was asked.
 */
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageLocale } from '@/src/client/page-data';
import { isValidEmail } from '@/src/domain/customer/email';
import { AccountSection } from '@/src/features/account/AccountSection';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { formatDay } from '@/src/features/orders/order-time';
import { LightButton as Button } from '@/src/ui/LightButton';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { TextInput } from '@/src/ui/TextInput';
import type { BusinessAccountFieldsFragment } from './business-account-fields.generated';
import { runBusinessMutation } from './business-actions';
import { useBusinessError } from './use-business-error';
import { useBusinessSave, type FieldCodes } from './use-business-save';

type Role = 'ADMIN' | 'BOOKER';
type Member = BusinessAccountFieldsFragment['members'][number];

export function TeamSection({ account }: { account: BusinessAccountFieldsFragment }) {
  const { t } = useTranslation('business');
  const router = useRouter();
  const locale = usePageLocale();
  const errorText = useBusinessError();
  const admin = account.myRole === 'ADMIN';
  const [notice, setNotice] = useState<{ error?: string; info?: string }>({});
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => router.replace(router.asPath, undefined, { scroll: false });
  const nameOf = (member: Member) => member.name || member.email;

  async function act(run: () => Promise<{ ok: boolean; refusal?: { code: string } }>, done: string, leaving = false) {
    setBusy(true);
    setNotice({});
    const outcome = await run();
    setBusy(false);
    setConfirming(null);
    if (!outcome.ok) return setNotice({ error: errorText(outcome.refusal?.code ?? 'generic') });
    setNotice({ info: done });
    await (leaving ? router.replace('/empresa') : refresh());
  }

  const changeRole = (member: Member, role: Role) =>
    act(
      () =>
        runBusinessMutation(locale, (d) => d.ChangeBusinessMemberRoleDocument, {
          accountId: account._id,
          userId: member.userId,
          role,
        }),
      t('team.roleSaved', { name: nameOf(member) }),
    );

  const remove = (member: Member) =>
    act(
      () =>
        runBusinessMutation(locale, (d) => d.RemoveBusinessMemberDocument, {
          accountId: account._id,
          userId: member.userId,
        }),
      t('team.removed', { name: nameOf(member) }),
      member.me,
    );

  const cancelInvitation = (id: string, email: string) =>
    act(
      () =>
        runBusinessMutation(locale, (d) => d.CancelBusinessInvitationDocument, {
          accountId: account._id,
          invitationId: id,
        }),
      t('team.cancelled', { email }),
    );

  return (
    <AccountSection id="team" title={t('team.title')}>
      <FormAlert error={notice.error} info={notice.info} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('team.roles')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {account.members.map((member) => (
          <Box
            component="li"
            key={member.userId}
            data-testid="team-member"
            sx={{ display: 'grid', gap: 1, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {nameOf(member)}
                {member.me && ` (${t('team.you')})`}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {member.email}
                {!admin && ` · ${t(member.role === 'ADMIN' ? 'team.admin' : 'team.booker')}`}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end' }}>
              {admin && (
                <RoleChoice
                  member={member}
                  label={t('team.role', { name: nameOf(member) })}
                  busy={busy}
                  onSave={(role) => void changeRole(member, role)}
                />
              )}
              {(admin || member.me) &&
                (confirming === member.userId ? (
                  <Box role="group" aria-label={t(member.me ? 'team.leave' : 'team.remove', { name: nameOf(member) })}>
                    <Typography variant="body2" sx={{ mb: 1 }}>
                      {member.me
                        ? t('team.confirmLeave', { company: account.tradeName })
                        : t('team.confirmRemove', { name: nameOf(member) })}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <Button variant="contained" color="error" disabled={busy} onClick={() => void remove(member)}>
                        {t(member.me ? 'team.yesLeave' : 'team.yes')}
                      </Button>
                      <Button variant="outlined" onClick={() => setConfirming(null)}>
                        {t('team.no')}
                      </Button>
                    </Box>
                  </Box>
                ) : (
                  <Button
                    variant="text"
                    color="error"
                    sx={{ minHeight: 44 }}
                    onClick={() => setConfirming(member.userId)}
                  >
                    {member.me ? t('team.leave') : t('team.remove', { name: nameOf(member) })}
                  </Button>
                ))}
            </Box>
          </Box>
        ))}
      </Box>

      {admin ? (
        <>
          {account.invitations.length > 0 && (
            <>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
                {t('team.pending')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {account.invitations.map((invitation) => (
                  <Box
                    component="li"
                    key={invitation._id}
                    data-testid="team-invitation"
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      gap: 1,
                      justifyContent: 'space-between',
                    }}
                  >
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      <strong>{invitation.email}</strong> ·{' '}
                      {t(invitation.role === 'ADMIN' ? 'team.admin' : 'team.booker')} ·{' '}
                      {invitation.expired
                        ? t('team.expired')
                        : t('team.expires', { date: formatDay(invitation.expiresAt, locale) })}
                    </Typography>
                    <Button
                      variant="text"
                      size="small"
                      disabled={busy}
                      sx={{ minHeight: 44 }}
                      onClick={() => void cancelInvitation(invitation._id, invitation.email)}
                      aria-label={t('team.cancelInvitation', { email: invitation.email })}
                    >
                      {t('team.cancel')}
                    </Button>
                  </Box>
                ))}
              </Box>
            </>
          )}
          <InviteForm accountId={account._id} onInvited={refresh} />
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          {t('team.bookerNote')}
        </Typography>
      )}
    </AccountSection>
  );
}

function InviteForm({ accountId, onInvited }: { accountId: string; onInvited: () => Promise<unknown> }) {
  const { t } = useTranslation('business');
  const locale = usePageLocale();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('BOOKER');
  const { save, fieldError, formError, info, busy } = useBusinessSave();

  async function submit(event: FormEvent) {
    const sent = await save(event, {
      fieldIds: { email: 'invite-email', role: 'invite-role' },
      check: async (): Promise<FieldCodes> => (isValidEmail(email) ? {} : { email: 'EMAIL_INVALID' }),
      send: () => runBusinessMutation(locale, (d) => d.InviteBusinessMemberDocument, { accountId, email, role }),
      savedText: (data) => t('team.invited', { email: data.inviteBusinessMember.email }),
    });
    if (sent) {
      setEmail('');
      await onInvited();
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="invite-title" sx={{ mt: 3 }}>
      <Typography id="invite-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('team.inviteTitle')}
      </Typography>
      <FormAlert error={formError} info={info} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          id="invite-email"
          name="email"
          type="email"
          label={t('team.inviteEmail')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          fullWidth
          error={Boolean(fieldError('email'))}
          helperText={fieldError('email')}
          slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'email', maxLength: 254 } }}
        />
        <TextField
          id="invite-role"
          name="role"
          select
          label={t('team.inviteRole')}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          fullWidth
        >
          <option value="BOOKER">{t('team.booker')}</option>
          <option value="ADMIN">{t('team.admin')}</option>
        </TextField>
      </Box>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        sx={{ mt: 2, minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
      >
        {busy ? t('team.inviting') : t('team.invite')}
      </Button>
    </Box>
  );
}

/** A member's role: chosen in the list, then saved with its button (an arrow key on the list saves nothing by itself). */
function RoleChoice({
  member,
  label,
  busy,
  onSave,
}: {
  member: Member;
  label: string;
  busy: boolean;
  onSave: (role: Role) => void;
}) {
  const { t } = useTranslation('business');
  const [role, setRole] = useState<Role>(member.role);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', width: { xs: '100%', sm: 'auto' } }}>
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <TextInput
          id={`role-${member.userId}`}
          select
          size="small"
          label={label}
          value={role}
          disabled={busy}
          fullWidth
          onChange={(event) => setRole(event.target.value as Role)}
        >
          <option value="ADMIN">{t('team.admin')}</option>
          <option value="BOOKER">{t('team.booker')}</option>
        </TextInput>
      </Box>
      {role !== member.role && (
        <Button variant="contained" disabled={busy} sx={{ minHeight: 40 }} onClick={() => onSave(role)}>
          {t('team.saveRole')}
        </Button>
      )}
    </Box>
  );
}
