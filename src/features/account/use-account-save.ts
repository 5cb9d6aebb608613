/**
 * The save of an account card (name and phone, password…): the browser's check first, focusing the first wrong
 * field, then the POST to the account API; its field errors and its sentence shown, or the card's "saved" line.
 * The card keeps its own entries and labels; this keeps the save's state (errors, alert, busy).
 */
import { useState, type FormEvent } from 'react';
import { accountPost, type AuthOutcome } from '@/src/client/session/auth-requests';
import { useAccountError } from './use-account-error';

type FieldErrors = Record<string, string>;

export interface AccountSave {
  /** The check in the browser: the error code of each wrong field (none when all are right). */
  check(): Promise<FieldErrors>;
  /** Each field's element id, in the order the form shows them (the first wrong one gets the focus). */
  fieldIds: Record<string, string>;
  path: string;
  body(): unknown;
  /** Field errors a refusal implies beyond the answer's own `fields` (e.g. a wrong current password). */
  refusedFields?(answer: Extract<AuthOutcome, { ok: false }>): FieldErrors | undefined;
  /** The line shown once saved. */
  savedText: string;
}

export function useAccountSave() {
  const errorText = useAccountError();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one save from the form's submit; true once the server took it. */
  async function save(event: FormEvent, spec: AccountSave): Promise<boolean> {
    event.preventDefault();
    setFormError(null);
    setInfo(null);
    const found = await spec.check();
    setErrors(found);
    const firstWrong = Object.keys(spec.fieldIds).find((field) => found[field]);
    if (Object.keys(found).length > 0) {
      if (firstWrong) document.getElementById(spec.fieldIds[firstWrong])?.focus();
      return false;
    }
    setBusy(true);
    const answer = await accountPost(spec.path, spec.body());
    setBusy(false);
    if (!answer.ok) {
      const fields = spec.refusedFields?.(answer) ?? answer.fields;
      if (fields) setErrors(fields);
      setFormError(errorText(answer.error, answer.retryAfter));
      return false;
    }
    setInfo(spec.savedText);
    return true;
  }

  /** A field's error as a sentence, when it has one. */
  const fieldError = (field: string): string | undefined => (errors[field] ? errorText(errors[field]) : undefined);

  return { save, errors, fieldError, formError, info, busy };
}
