import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { accountPost } from '@/src/client/session/auth-requests';
import { MAX_ADDRESSES } from '@/src/domain/accounts/complement-fields';
import { FormAlert } from '@/src/features/auth/FormAlert';
import type { AccountAddress } from './account-types';
import { AccountSection } from './AccountSection';
import { AddressFields, addressErrors, EMPTY_ADDRESS } from './AddressFields';
import { complementRules } from './complement-rules';
import { useAccountError } from './use-account-error';

/** `Rua X, 10 — ap 2 · Bairro · Cidade/UF · 01310-100` */
export function addressLine(address: AccountAddress): string {
  const street =
    [address.street, address.number].filter(Boolean).join(', ') +
    (address.addressLine2 ? ` — ${address.addressLine2}` : '');
  const place = [address.city, address.state].filter(Boolean).join('/');
  const cep =
    address.zipCode && /^\d{8}$/.test(address.zipCode)
      ? `${address.zipCode.slice(0, 5)}-${address.zipCode.slice(5)}`
      : address.zipCode;
  return [street, address.neighborhood, place, cep].filter(Boolean).join(' · ');
}

/** The saved addresses (the first is the main one, from the complement): listed, removed one by one, and a new one added. */
export function AddressesCard({ addresses: saved }: { addresses: AccountAddress[] }) {
  const { t } = useTranslation('account');
  const errorText = useAccountError();
  const [addresses, setAddresses] = useState(saved);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Posts the change; on success the list becomes `next` (what the server now holds, computed the same way). */
  async function answerWith(body: unknown, next: AccountAddress[], done: string): Promise<boolean> {
    setBusy(true);
    setFormError(null);
    setInfo(null);
    const answer = await accountPost('/api/user/addresses', body);
    setBusy(false);
    if (!answer.ok) {
      if (answer.fields) setErrors(addressErrors(answer.fields, 'add'));
      setFormError(errorText(answer.error, answer.retryAfter));
      return false;
    }
    setAddresses(next);
    setInfo(done);
    return true;
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const rules = await complementRules();
    const parsed = rules.addressSchema.safeParse({ ...draft, country: 'BR' });
    if (!parsed.success) {
      const found = rules.complementErrors(parsed.error);
      setErrors(found);
      setFormError(t('errors.checkFields'));
      document.getElementById(`new-address-${Object.keys(found)[0] ?? 'zipCode'}`)?.focus();
      return;
    }
    setErrors({});
    if (await answerWith({ add: parsed.data }, [...addresses, parsed.data], t('addresses.added'))) {
      setDraft(EMPTY_ADDRESS);
      setAdding(false);
    }
  }

  return (
    <AccountSection id="addresses" title={t('addresses.title')}>
      <FormAlert error={formError} info={info} />
      {addresses.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('addresses.empty')}
        </Typography>
      ) : (
        // List and ListItem's looks (a list without bullets, a divider under each item), without their modules.
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}>
          {addresses.map((address, index) => (
            <Box
              component="li"
              key={`${index}-${address.zipCode}-${address.number}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                gap: 1,
                flexWrap: 'wrap',
                justifyContent: 'space-between',
              }}
            >
              <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
                {index === 0 && (
                  <Typography component="span" variant="caption" sx={{ fontWeight: 700, display: 'block' }}>
                    {t('addresses.main')}
                  </Typography>
                )}
                <Typography sx={{ overflowWrap: 'anywhere' }}>{addressLine(address)}</Typography>
              </Box>
              <Button
                color="error"
                disabled={busy}
                onClick={() =>
                  void answerWith(
                    { remove: index },
                    addresses.filter((_, i) => i !== index),
                    t('addresses.removed'),
                  )
                }
                sx={{ minHeight: 44 }}
                aria-label={t('addresses.removeOne', { address: addressLine(address) })}
              >
                {t('addresses.remove')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {adding ? (
        <Box component="form" noValidate onSubmit={add} aria-label={t('addresses.add')}>
          <AddressFields idPrefix="new-address" values={draft} errors={errors} onChange={setDraft} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 48 }}>
              {t('addresses.save')}
            </Button>
            <Button
              type="button"
              onClick={() => {
                setAdding(false);
                setErrors({});
                setFormError(null);
              }}
              sx={{ minHeight: 48 }}
            >
              {t('addresses.cancel')}
            </Button>
          </Stack>
        </Box>
      ) : (
        addresses.length < MAX_ADDRESSES && (
          <Button variant="outlined" onClick={() => setAdding(true)} sx={{ minHeight: 48, alignSelf: 'flex-start' }}>
            {t('addresses.add')}
          </Button>
        )
      )}
    </AccountSection>
  );
}
