import Box from '@mui/material/Box';
import { LightButton as Button } from '@/src/ui/LightButton';
import { LightGrid as Grid } from '@/src/ui/LightGrid';
import { LightTextField as TextField } from '@/src/ui/LightTextField';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { useRouter } from 'next/router';
import { DOCUMENT_TYPES, MAX_DOCUMENTS } from '@/src/domain/accounts/complement-fields';
import { defaultDocumentType } from '@/src/domain/customer/document-types';
import { resolveLocale } from '@/src/domain/locale';
import { useAccountError } from './use-account-error';

export interface DocumentValues {
  type: string;
  value: string;
  expirationDate: string;
}

interface Props {
  documents: DocumentValues[];
  /** Codes by path (`documents.0.value`…). */
  errors: Record<string, string>;
  onChange: (documents: DocumentValues[]) => void;
}

/** Identity documents: type, number and expiry per row, rows added and removed by buttons (at most five). */
export function DocumentFields({ documents, errors, onChange }: Props) {
  const { t } = useTranslation('account');
  const errorText = useAccountError();
  // A first document is the one checkout asks first in the page's language (a passport in English and Spanish).
  const locale = resolveLocale(useRouter().locale);
  const firstType = (count: number) => (count === 0 ? defaultDocumentType(locale) : 'RG');
  const update = (index: number, change: Partial<DocumentValues>) =>
    onChange(documents.map((doc, i) => (i === index ? { ...doc, ...change } : doc)));
  const message = (index: number, field: string) => {
    const code = errors[`documents.${index}.${field}`];
    return code ? errorText(code) : undefined;
  };
  return (
    <Box>
      {documents.map((doc, index) => (
        <Box
          key={index}
          role="group"
          aria-label={t('document.group', { number: index + 1 })}
          sx={{ mb: 2, pb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 3 }}>
              <TextField
                id={`document-${index}-type`}
                select
                label={t('document.type')}
                value={doc.type}
                onChange={(e) => update(index, { type: e.target.value })}
                fullWidth
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {DOCUMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`document.types.${type}`)}
                  </option>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TextField
                id={`document-${index}-value`}
                label={t('document.value')}
                value={doc.value}
                onChange={(e) => update(index, { value: e.target.value })}
                fullWidth
                error={Boolean(message(index, 'value'))}
                helperText={message(index, 'value')}
                slotProps={{
                  htmlInput: {
                    maxLength: 40,
                    inputMode: doc.type === 'CPF' ? 'numeric' : 'text',
                    autoCapitalize: doc.type === 'PASSPORT' || doc.type === 'CNPJ' ? 'characters' : 'off',
                    spellCheck: false,
                  },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                id={`document-${index}-expirationDate`}
                type="date"
                label={t('document.expirationDate')}
                value={doc.expirationDate}
                onChange={(e) => update(index, { expirationDate: e.target.value })}
                fullWidth
                error={Boolean(message(index, 'expirationDate'))}
                helperText={message(index, 'expirationDate')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
          </Grid>
          <Button
            type="button"
            color="inherit"
            onClick={() => onChange(documents.filter((_, i) => i !== index))}
            sx={{ minHeight: 44, mt: 1 }}
          >
            {t('document.remove', { number: index + 1 })}
          </Button>
        </Box>
      ))}
      {documents.length < MAX_DOCUMENTS && (
        <Button
          type="button"
          variant="outlined"
          onClick={() => onChange([...documents, { type: firstType(documents.length), value: '', expirationDate: '' }])}
          sx={{ minHeight: 44 }}
        >
          {t('document.add')}
        </Button>
      )}
    </Box>
  );
}
