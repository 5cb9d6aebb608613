/**
 * Under the invoicing note of /empresa, for an admin of a company without a line with this store: an optional note
 * for the staff and "Pedir faturamento". The server decides (requestBusinessCreditLine); on success the page's data
 * is read again, so the note says the request is under review, and focus goes to it (the button is gone). A refusal
 * is said above the form, translated, and what was typed stays.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageLocale } from '@/src/client/page-data';
import { MAX_CREDIT_REQUEST_NOTE_LENGTH } from '@/src/domain/business/credit-request';
import { FormAlert } from '@/src/features/auth/FormAlert';
import { LightButton as Button } from '@/src/ui/LightButton';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { runBusinessMutation } from './business-actions';
import { useBusinessError } from './use-business-error';

interface Props {
  accountId: string;
  /** Called once the page shows the line under review. */
  onRequested: () => void;
}

export function RequestInvoicing({ accountId, onRequested }: Props) {
  const { t } = useTranslation('business');
  const router = useRouter();
  const locale = usePageLocale();
  const errorText = useBusinessError();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ code: string; field: boolean } | null>(null);
  const noteRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    const outcome = await runBusinessMutation(locale, (d) => d.RequestBusinessCreditLineDocument, {
      accountId,
      note: note.trim() || null,
    });
    if (!outcome.ok) {
      setBusy(false);
      const field = Boolean(outcome.refusal.fields.note);
      setRefusal({ code: outcome.refusal.code, field });
      if (field) noteRef.current?.focus();
      return;
    }
    await router.replace(router.asPath, undefined, { scroll: false });
    onRequested();
  }

  const noteError = refusal?.field ? errorText(refusal.code) : null;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="credit-request-title" sx={{ mt: 1.5 }}>
      <Typography id="credit-request-title" variant="body2" sx={{ mb: 1.5 }}>
        {t('credit.request.intro')}
      </Typography>
      <FormAlert error={refusal && !refusal.field ? errorText(refusal.code) : null} />
      <TextField
        id="credit-request-note"
        name="note"
        label={t('credit.request.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        fullWidth
        inputRef={noteRef}
        error={Boolean(noteError)}
        helperText={noteError ?? t('credit.request.noteHelp')}
        slotProps={{ htmlInput: { maxLength: MAX_CREDIT_REQUEST_NOTE_LENGTH, autoComplete: 'off' } }}
      />
      <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: 1.5, minHeight: 44 }}>
        {t('credit.request.button')}
      </Button>
    </Box>
  );
}
