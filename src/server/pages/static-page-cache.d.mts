/** Types of static-page-cache.mjs (plain JavaScript: Next loads it by path at run time). */
export interface StaticPageEntry {
  value: unknown;
  lastModified: number;
  cacheControl: unknown;
  company: string;
  bytes: number;
}
export interface StaticPageStore {
  entries: Map<string, StaticPageEntry>;
  bytes: number;
  changedAt: Map<string, number>;
  /** Company id → slug, learnt as pages render: a stock change names the company by id. */
  companies: Map<string, string>;
}
export const SETTLE_MS: number;
export function staticPageStore(): StaticPageStore;
export function companyOfKey(key: string): string;
export function dropCompanyPages(slug: string): void;
export function clearStaticPages(): void;
export default class StaticPageCache {
  constructor(options?: unknown);
  get(key: string): Promise<{ value: unknown; lastModified: number; cacheControl: unknown } | null>;
  set(key: string, value: unknown, context?: { cacheControl?: unknown }): Promise<void>;
  revalidateTag(): Promise<void>;
  resetRequestCache(): void;
}
