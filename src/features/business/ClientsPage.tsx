/**
 * /empresa/clientes: the company's saved clients as cards (name, phone, e-mail, language, notes), each with its
 * edit form in place and a removal that asks first; the form for a new client below. Phones in any country, kept
 * as E.164, through the shared phone field.
 */
import { useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageLocale } from '@/src/client/page-data';
import { formatPhone } from '@/src/domain/brazil/phone';
import { AccountSection } from '@/src/features/account/AccountSection';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { LightButton as Button } from '@/src/ui/LightButton';
import type { BusinessClientFieldsFragment } from './business-client-fields.generated';
import { runBusinessMutation } from './business-actions';
import { ClientForm } from './ClientForm';
import { useBusinessError } from './use-business-error';

type Client = BusinessClientFieldsFragment;

/** A Brazilian number as SPEC writes it, any other as stored (E.164): libphonenumber stays off the page's first load. */
const shownPhone = (e164: string) => (e164.startsWith('+55') ? formatPhone(e164) : e164);

export function ClientsPage({ accountId, initial }: { accountId: string; initial: Client[] }) {
  const { t } = useTranslation('business');
  const [clients, setClients] = useState<Client[]>(initial);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ error?: string; info?: string }>({});
  const sorted = [...clients].sort((a, b) => a.name.localeCompare(b.name));

  const saved = (client: Client, added: boolean) => {
    setClients((list) => [...list.filter((c) => c._id !== client._id), client]);
    setEditing(null);
    setNotice({ info: t(added ? 'clients.added' : 'clients.saved', { name: client.name }) });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('clients.intro')}</Typography>
      <FormAlert error={notice.error} info={notice.info} />
      <AccountSection id="client-list" title={t('clients.count', { count: clients.length })}>
        {sorted.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('clients.empty')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {sorted.map((client) =>
              editing === client._id ? (
                <Box component="li" key={client._id} sx={{ gridColumn: { md: '1 / -1' } }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                    {t('clients.editing', { name: client.name })}
                  </Typography>
                  <ClientForm
                    accountId={accountId}
                    client={client}
                    onSaved={(c) => saved(c, false)}
                    onCancel={() => setEditing(null)}
                  />
                </Box>
              ) : (
                <ClientCard
                  key={client._id}
                  accountId={accountId}
                  client={client}
                  onEdit={() => setEditing(client._id)}
                  onRemoved={() => {
                    setClients((list) => list.filter((c) => c._id !== client._id));
                    setNotice({ info: t('clients.removed', { name: client.name }) });
                  }}
                  onError={(error) => setNotice({ error })}
                />
              ),
            )}
          </Box>
        )}
      </AccountSection>
      <AccountSection id="new-client" title={t('clients.new')}>
        <ClientForm accountId={accountId} client={null} onSaved={(c) => saved(c, true)} />
      </AccountSection>
    </Box>
  );
}

function ClientCard({
  accountId,
  client,
  onEdit,
  onRemoved,
  onError,
}: {
  accountId: string;
  client: Client;
  onEdit: () => void;
  onRemoved: () => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('business');
  const locale = usePageLocale();
  const router = useRouter();
  const errorText = useBusinessError();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    const outcome = await runBusinessMutation(locale, (d) => d.RemoveBusinessClientDocument, {
      accountId,
      clientId: client._id,
    });
    setBusy(false);
    if (outcome.ok) return onRemoved();
    setConfirming(false);
    onError(errorText(outcome.refusal.code));
    if (outcome.refusal.code === 'CLIENT_NOT_FOUND') await router.replace(router.asPath, undefined, { scroll: false });
  }

  return (
    <Box
      component="li"
      data-testid="business-client"
      aria-label={client.name}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 0.5, minWidth: 0 }}
    >
      <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {client.name}
      </Typography>
      {client.phone && <Typography variant="body2">{shownPhone(client.phone)}</Typography>}
      {client.email && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {client.email}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('clients.language')}: {t(`clients.languages.${client.language}`)}
      </Typography>
      {client.notes && (
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {client.notes}
        </Typography>
      )}
      {confirming ? (
        <Box role="group" aria-label={t('clients.confirmRemove', { name: client.name })} sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('clients.confirmRemove', { name: client.name })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" color="error" disabled={busy} onClick={() => void remove()}>
              {t('clients.yes')}
            </Button>
            <Button variant="outlined" onClick={() => setConfirming(false)}>
              {t('clients.no')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button
            variant="outlined"
            sx={{ minHeight: 44 }}
            onClick={onEdit}
            aria-label={`${t('clients.edit')} ${client.name}`}
          >
            {t('clients.edit')}
          </Button>
          <Button
            variant="text"
            color="error"
            sx={{ minHeight: 44 }}
            onClick={() => setConfirming(true)}
            aria-label={`${t('clients.remove')} ${client.name}`}
          >
            {t('clients.remove')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
