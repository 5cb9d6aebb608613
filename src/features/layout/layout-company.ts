/**
 * The shell's company as the layout query reads it (layout.graphql), and its settings: the logo, colours and
 * support contacts, read from the company document's JSON (only text values count).
 */
import type { LayoutQuery } from './layout.generated';

export type LayoutCompany = NonNullable<LayoutQuery['company']>;
export type LayoutService = LayoutCompany['services'][number];

export interface CompanySettings {
  logo?: string;
  primaryColor?: string;
  secondaryColor?: string;
  supportEmail?: string;
  supportPhone?: string;
}

const SETTING_KEYS = ['logo', 'primaryColor', 'secondaryColor', 'supportEmail', 'supportPhone'] as const;

export function companySettings(settings: unknown): CompanySettings {
  const read: CompanySettings = {};
  if (!settings || typeof settings !== 'object') return read;
  for (const key of SETTING_KEYS) {
    const value = (settings as Record<string, unknown>)[key];
    if (typeof value === 'string') read[key] = value;
  }
  return read;
}
