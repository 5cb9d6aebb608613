import { describe, expect, it } from 'vitest';
import {
  BRAZILIAN_STATES,
  brazilianStateName,
  findBrazilianState,
  isBrazilianStateCode,
} from '@/src/domain/brazil/brazil-states';

const ALL: [string, string][] = [
  ['AC', 'Acre'],
  ['AL', 'Alagoas'],
  ['AP', 'Amapá'],
  ['AM', 'Amazonas'],
  ['BA', 'Bahia'],
  ['CE', 'Ceará'],
  ['DF', 'Distrito Federal'],
  ['ES', 'Espírito Santo'],
  ['GO', 'Goiás'],
  ['MA', 'Maranhão'],
  ['MT', 'Mato Grosso'],
  ['MS', 'Mato Grosso do Sul'],
  ['MG', 'Minas Gerais'],
  ['PA', 'Pará'],
  ['PB', 'Paraíba'],
  ['PR', 'Paraná'],
  ['PE', 'Pernambuco'],
  ['PI', 'Piauí'],
  ['RJ', 'Rio de Janeiro'],
  ['RN', 'Rio Grande do Norte'],
  ['RS', 'Rio Grande do Sul'],
  ['RO', 'Rondônia'],
  ['RR', 'Roraima'],
  ['SC', 'Santa Catarina'],
  ['SP', 'São Paulo'],
  ['SE', 'Sergipe'],
  ['TO', 'Tocantins'],
];

describe('State codes are checked against the list of the 27 UFs', () => {
  it('the list holds exactly the 27 federative units with their names', () => {
    expect(BRAZILIAN_STATES.map((s) => [s.code, s.name])).toEqual(ALL);
  });

  it.each(ALL)('%s is a state code named %s', (code, name) => {
    expect(isBrazilianStateCode(code)).toBe(true);
    expect(brazilianStateName(code)).toBe(name);
    expect(findBrazilianState(code)).toEqual({ code, name });
    expect(findBrazilianState(name)).toEqual({ code, name });
  });

  it.each<[string, string, boolean, string | undefined]>([
    ['lower case code', 'sp', true, 'São Paulo'],
    ['code with spaces', ' rj ', true, 'Rio de Janeiro'],
    ['not a UF', 'XX', false, undefined],
    ['a country code is not a UF', 'BR', false, undefined],
    ['a name is not a code', 'São Paulo', false, undefined],
    ['empty', '', false, undefined],
  ])('state code check: %s', (_rule, code, valid, name) => {
    expect(isBrazilianStateCode(code)).toBe(valid);
    expect(brazilianStateName(code)).toBe(name);
  });

  it.each<[string, string, string | undefined]>([
    ['name without accents', 'sao paulo', 'SP'],
    ['name in upper case with extra spaces', '  ESPÍRITO   SANTO ', 'ES'],
    ['lower case code', 'mg', 'MG'],
    ['unknown name', 'Buenos Aires', undefined],
    ['a part of a name', 'Mato', undefined],
  ])('findBrazilianState: %s', (_rule, text, code) => {
    expect(findBrazilianState(text)?.code).toBe(code);
  });
});
