/**
 * The key a page's operation result travels under (src/domain/pages/page-data-key.ts): the server's page loader
 * writes it and `usePageQuery` reads it, so the same operation and variables must give the same key whatever the
 * order of the variables, and different ones must never share one.
 */
import { describe, expect, it } from 'vitest';
import {
  operationKey,
  operationName,
  PAGE_DATA_PROP,
  stableJson,
  type OperationDocument,
} from '@/src/domain/pages/page-data-key';

const doc = (...definitions: OperationDocument['definitions']): OperationDocument => ({
  kind: 'Document',
  definitions,
});
const operation = (name?: string) => ({ kind: 'OperationDefinition', ...(name ? { name: { value: name } } : {}) });
const fragment = (name: string) => ({ kind: 'FragmentDefinition', name: { value: name } });

describe('stableJson', () => {
  it.each([
    ['keys in sorted order, at every depth', { b: 1, a: { d: 2, c: 3 } }, '{"a":{"c":3,"d":2},"b":1}'],
    ['upper case before lower case, as code units sort', { b: 1, B: 2, a: 3 }, '{"B":2,"a":3,"b":1}'],
    ['an undefined member left out, a null one kept', { a: undefined, b: null }, '{"b":null}'],
    ['an undefined entry of a list as null', [1, undefined, 'x'], '[1,null,"x"]'],
    ['objects inside lists sorted too', [{ y: 1, x: 2 }], '[{"x":2,"y":1}]'],
    ['an empty object and list', { a: {}, b: [] }, '{"a":{},"b":[]}'],
    ['strings escaped as JSON', { 'q"': 'a"b' }, '{"q\\"":"a\\"b"}'],
    ['scalars as JSON', 12.5, '12.5'],
    ['false stays false', false, 'false'],
    ['nothing as null', undefined, 'null'],
  ])('%s', (_name, value, json) => {
    expect(stableJson(value)).toBe(json);
  });

  it('gives the same text for the same variables in any order', () => {
    expect(stableJson({ company: 'aeroporto', slug: 'burger-pista' })).toBe(
      stableJson({ slug: 'burger-pista', company: 'aeroporto' }),
    );
  });
});

describe('operationName', () => {
  it.each([
    ['the named operation', doc(operation('StorePage')), 'StorePage'],
    ['the operation after the fragments it uses', doc(fragment('Core'), operation('OrderStatus')), 'OrderStatus'],
    ['the first of two operations', doc(operation('First'), operation('Second')), 'First'],
    ['nothing for an anonymous operation', doc(operation()), ''],
    ['nothing for fragments alone', doc(fragment('Core')), ''],
    ['nothing for an empty document', doc(), ''],
  ])('%s', (_name, document, name) => {
    expect(operationName(document)).toBe(name);
  });
});

describe('operationKey', () => {
  it('is the operation name followed by its variables', () => {
    expect(operationKey(doc(operation('StorePage')), { slug: 'burger-pista', company: 'aeroporto' })).toBe(
      'StorePage{"company":"aeroporto","slug":"burger-pista"}',
    );
  });

  it('names an operation without variables with an empty object', () => {
    expect(operationKey(doc(operation('MyOrders')))).toBe('MyOrders{}');
    expect(operationKey(doc(operation('MyOrders')), {})).toBe('MyOrders{}');
  });

  it('keeps apart the same operation with other variables, and other operations with the same ones', () => {
    const keys = new Set([
      operationKey(doc(operation('Item')), { id: '1' }),
      operationKey(doc(operation('Item')), { id: '2' }),
      operationKey(doc(operation('Item')), { id: '1', catalogId: null }),
      operationKey(doc(operation('Other')), { id: '1' }),
    ]);
    expect(keys.size).toBe(4);
  });
});

describe('the page data key: order and names', () => {
  it('sorts any number of keys, whatever order they come in', () => {
    expect(stableJson({ e: 5, d: 4, c: 3, b: 2, a: 1 })).toBe('{"a":1,"b":2,"c":3,"d":4,"e":5}');
    expect(stableJson({ b: 1, B: 2, a: 3, _: 4 })).toBe('{"B":2,"_":4,"a":3,"b":1}');
  });

  it('keys an operation the browser names (no document) by that name', () => {
    expect(operationKey({ operationName: 'StorePage' }, { slug: 'x' })).toBe('StorePage{"slug":"x"}');
  });

  it('travels in the __PAGE_DATA__ prop', () => {
    expect(PAGE_DATA_PROP).toBe('__PAGE_DATA__');
  });
});
