import { describe, expect, it } from 'vitest';
import {
  clampFirst,
  MAX_QUERY_LENGTH,
  MAX_RESULTS,
  queryTerms,
  searchEntries,
  type SearchEntry,
} from '@/src/domain/search/search-entries';

const entry = (value: string, names: string[], texts: string[] = []): SearchEntry<string> => ({ value, names, texts });

const CATALOGUE = [
  entry('cafe-torrado', ['Café torrado e moído 500 g'], ['mercearia', 'Torra média.']),
  entry('pao-frances', ['Pão francês'], ['padaria', 'Casquinha crocante.']),
  entry('pao-de-queijo', ['Pão de queijo (6 unidades)'], ['lanche']),
  entry('bolo', ['Bolo de fubá'], ['padaria', 'Vai bem com café.']),
];

describe('searchEntries', () => {
  it('finds accented names without accents and in any case', () => {
    expect(searchEntries(CATALOGUE, 'pao')).toEqual(['pao-frances', 'pao-de-queijo']);
    expect(searchEntries(CATALOGUE, 'CAFE')).toEqual(['cafe-torrado', 'bolo']);
    expect(searchEntries(CATALOGUE, 'Pão')).toEqual(['pao-frances', 'pao-de-queijo']);
  });

  it('asks every word to appear, in any order and field', () => {
    expect(searchEntries(CATALOGUE, 'queijo pao')).toEqual(['pao-de-queijo']);
    expect(searchEntries(CATALOGUE, 'pao padaria')).toEqual(['pao-frances']);
    expect(searchEntries(CATALOGUE, 'pao chocolate')).toEqual([]);
  });

  it('matches tags and descriptions, ranked after name matches', () => {
    expect(searchEntries(CATALOGUE, 'padaria')).toEqual(['pao-frances', 'bolo']);
    // 'café' is in the cake's description: it comes after the coffee, whose name holds the word.
    expect(searchEntries(CATALOGUE, 'café')).toEqual(['cafe-torrado', 'bolo']);
    expect(searchEntries([entry('x', ['Pilha'], ['com café']), entry('y', ['Café'])], 'cafe')).toEqual(['y', 'x']);
  });

  it('does not join words across fields', () => {
    expect(searchEntries([entry('x', ['Pão'], ['francês'])], 'paofrances')).toEqual([]);
    expect(searchEntries([entry('x', ['Pão', 'Francês'])], 'paofrances')).toEqual([]);
    expect(searchEntries([entry('x', ['Pilha'], ['Pão', 'Francês'])], 'paofrances')).toEqual([]);
  });

  it('skips missing names and texts', () => {
    const sparse: SearchEntry<string> = { value: 'x', names: [null, 'Pão', undefined], texts: [undefined, 'padaria'] };
    expect(searchEntries([sparse], 'pao padaria')).toEqual(['x']);
  });

  it('gives nothing for an empty or blank query', () => {
    expect(searchEntries(CATALOGUE, '')).toEqual([]);
    expect(searchEntries(CATALOGUE, '   ')).toEqual([]);
  });

  it('returns at most `first` results, never more than MAX_RESULTS', () => {
    const many = Array.from({ length: 80 }, (_, i) => entry(`p${i}`, [`Pão ${i}`]));
    expect(searchEntries(many, 'pao', 3)).toEqual(['p0', 'p1', 'p2']);
    expect(searchEntries(many, 'pao', 500)).toHaveLength(MAX_RESULTS);
    expect(searchEntries(many, 'pao')).toHaveLength(20);
  });

  it('counts text matches in the limit too', () => {
    const mixed = [entry('n1', ['Pão']), ...Array.from({ length: 5 }, (_, i) => entry(`t${i}`, ['Bolo'], ['pão']))];
    expect(searchEntries(mixed, 'pao', 3)).toEqual(['n1', 't0', 't1']);
  });

  it('stops reading the catalogue once `first` names match', () => {
    let read = 0;
    function* catalogue() {
      for (let i = 0; i < 100; i += 1) {
        read += 1;
        yield entry(`p${i}`, [`Pão ${i}`]);
      }
    }
    expect(searchEntries(catalogue(), 'pao', 3)).toEqual(['p0', 'p1', 'p2']);
    expect(read).toBe(3);
  });
});

describe('queryTerms and clampFirst', () => {
  it('reads only the first MAX_QUERY_LENGTH characters', () => {
    expect(queryTerms(`${'a'.repeat(MAX_QUERY_LENGTH)} pao`)).toEqual(['a'.repeat(MAX_QUERY_LENGTH)]);
    expect(queryTerms('  Café   Árabe ')).toEqual(['cafe', 'arabe']);
    expect(queryTerms('')).toEqual([]);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('bounds the number of results', () => {
    expect(clampFirst(undefined)).toBe(20);
    expect(clampFirst(null)).toBe(20);
    expect(clampFirst(Number.NaN)).toBe(20);
    expect(clampFirst(Number.POSITIVE_INFINITY)).toBe(20);
    expect(clampFirst(1)).toBe(1);
    expect(clampFirst(0)).toBe(1);
    expect(clampFirst(-5)).toBe(1);
    expect(clampFirst(7.9)).toBe(7);
    expect(clampFirst(1000)).toBe(MAX_RESULTS);
  });
});
