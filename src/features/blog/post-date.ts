/**
 * A post's date in the page's language. The zone is fixed (the company's, America/Sao_Paulo, in which the
 * timestamps are written), so the server and the browser print the same day and hydration agrees.
 */
export function formatPostDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(date);
}
