/**
 * National holidays for a year (docs/business-rules.md "Holidays"). The built-in table (2023, 2024) and the locally
 * computed calendar answer without any network call; the public service (BrasilAPI) is an optional refresh for
 * other years, asked with a short timeout, whose answer is cached. Any failure falls back to the computed list.
 */
import { hasBuiltInHolidays, holidaysForYear, parseHolidayResponse, type Holiday } from '../../domain/time/holidays';

export const HOLIDAYS_URL = process.env.HOLIDAYS_URL || 'https://brasilapi.com.br/api/feriados/v1';
const TIMEOUT_MS = 1500;
const fetched = new Map<number, Holiday[]>();

export async function nationalHolidays(
  year: number,
  options: { refresh?: boolean; fetchImpl?: typeof fetch; baseUrl?: string } = {},
): Promise<Holiday[]> {
  if (hasBuiltInHolidays(year) || !options.refresh) return fetched.get(year) ?? holidaysForYear(year);
  const cached = fetched.get(year);
  if (cached) return cached;
  try {
    const response = await (options.fetchImpl ?? fetch)(`${options.baseUrl ?? HOLIDAYS_URL}/${year}`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const list = parseHolidayResponse(await response.json());
    fetched.set(year, list);
    return list;
  } catch {
    return holidaysForYear(year);
  }
}
