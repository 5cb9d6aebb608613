/**
 * One save of a business form: the browser's check first (the same zod rules as the server, loaded on first use),
 * focusing the first wrong field; then the mutation; the server's field codes shown at their fields and its
 * sentence above the form, or the form's "saved" line. The form keeps its own entries, so nothing typed is lost.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { BusinessOutcome } from './business-actions';
import { useBusinessError } from './use-business-error';

export type FieldCodes = Record<string, string>;

export interface BusinessSave<T> {
  /** The check in the browser: each wrong field's code (none when all are right). */
  check(): Promise<FieldCodes>;
  /** Field path → element id, in the order the form shows them (the first wrong one gets the focus). */
  fieldIds: Record<string, string>;
  send(): Promise<BusinessOutcome<T>>;
  /** The line shown once saved (none: the caller says it elsewhere). */
  savedText?: (data: T) => string | null;
}

export function useBusinessSave() {
  const { t } = useTranslation('business');
  const errorText = useBusinessError();
  const [errors, setErrors] = useState<FieldCodes>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const focusFirst = (found: FieldCodes, fieldIds: Record<string, string>) => {
    const first = Object.keys(fieldIds).find((field) => found[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };

  async function save<T>(event: FormEvent | null, spec: BusinessSave<T>): Promise<T | null> {
    event?.preventDefault();
    setFormError(null);
    setInfo(null);
    const found = await spec.check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('errors.checkFields'));
      focusFirst(found, spec.fieldIds);
      return null;
    }
    setBusy(true);
    const outcome = await spec.send();
    setBusy(false);
    if (!outcome.ok) {
      const { refusal } = outcome;
      setErrors(refusal.fields);
      const atFields = Object.keys(refusal.fields).some((field) => field in spec.fieldIds);
      setFormError(atFields ? t('errors.checkFields') : errorText(refusal.code));
      focusFirst(refusal.fields, spec.fieldIds);
      return null;
    }
    setInfo(spec.savedText?.(outcome.data) ?? null);
    return outcome.data;
  }

  /** A field's error as a sentence, when it has one. */
  const fieldError = (field: string): string | undefined => (errors[field] ? errorText(errors[field]) : undefined);

  return { save, errors, fieldError, formError, info, busy, setInfo, setErrors };
}
