/**
 * Once a page whose address carries a secret (a reset link's token) has been shown, this document loads no tag
 * manager for the rest of its life: a client-side navigation away from it stays in the same document, whose
 * policy (no tag manager, no Referer) the server set for the secret page, and a container loaded later would see
 * the session that began on it. A fresh page load starts clean.
 */
let shownInThisDocument = false;

export function markSecretPageShown(): void {
  shownInThisDocument = true;
}

export function secretPageShown(): boolean {
  return shownInThisDocument;
}
