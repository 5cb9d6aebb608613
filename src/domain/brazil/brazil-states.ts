/**
 * The 27 Brazilian federative units (26 states and the Federal District),
 * against which address state codes are checked (docs/business-rules.md "States").
 */
import { foldText } from './text-match';

export interface BrazilianState {
  /** Two-letter code (UF), as used in addresses and by zip-code services. */
  code: string;
  name: string;
}

export const BRAZILIAN_STATES: readonly BrazilianState[] = [
  { code: 'AC', name: 'Acre' },
  { code: 'AL', name: 'Alagoas' },
  { code: 'AP', name: 'Amapá' },
  { code: 'AM', name: 'Amazonas' },
  { code: 'BA', name: 'Bahia' },
  { code: 'CE', name: 'Ceará' },
  { code: 'DF', name: 'Distrito Federal' },
  { code: 'ES', name: 'Espírito Santo' },
  { code: 'GO', name: 'Goiás' },
  { code: 'MA', name: 'Maranhão' },
  { code: 'MT', name: 'Mato Grosso' },
  { code: 'MS', name: 'Mato Grosso do Sul' },
  { code: 'MG', name: 'Minas Gerais' },
  { code: 'PA', name: 'Pará' },
  { code: 'PB', name: 'Paraíba' },
  { code: 'PR', name: 'Paraná' },
  { code: 'PE', name: 'Pernambuco' },
  { code: 'PI', name: 'Piauí' },
  { code: 'RJ', name: 'Rio de Janeiro' },
  { code: 'RN', name: 'Rio Grande do Norte' },
  { code: 'RS', name: 'Rio Grande do Sul' },
  { code: 'RO', name: 'Rondônia' },
  { code: 'RR', name: 'Roraima' },
  { code: 'SC', name: 'Santa Catarina' },
  { code: 'SP', name: 'São Paulo' },
  { code: 'SE', name: 'Sergipe' },
  { code: 'TO', name: 'Tocantins' },
];

/**
 * The state with this code ('sp', ' SP ') or name ('São Paulo', 'sao paulo');
 * maps and zip-code services return either form.
 */
export function findBrazilianState(codeOrName: string): BrazilianState | undefined {
  const wanted = foldText(codeOrName);
  return BRAZILIAN_STATES.find((s) => s.code.toLowerCase() === wanted || foldText(s.name) === wanted);
}

/** True for one of the 27 codes, in any letter case. */
export function isBrazilianStateCode(code: string): boolean {
  const wanted = code.trim().toUpperCase();
  return BRAZILIAN_STATES.some((s) => s.code === wanted);
}

/** The name of the state with this code, or undefined. */
export function brazilianStateName(code: string): string | undefined {
  const wanted = code.trim().toUpperCase();
  return BRAZILIAN_STATES.find((s) => s.code === wanted)?.name;
}
