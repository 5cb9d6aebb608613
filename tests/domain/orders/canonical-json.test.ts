/**
 * The canonical JSON of a request (src/domain/orders/canonical-json.ts): the text both the browser's attempt key and
 * the server's request hash fingerprint, so it must not depend on the order of fields or on absent ones.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@/src/domain/orders/canonical-json';

describe('canonicalJson', () => {
  it('sorts object keys, at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 }, ab: 0 })).toBe('{"a":{"c":3,"d":2},"ab":0,"b":1}');
  });

  it('gives the same text whatever the order the fields were written in', () => {
    expect(canonicalJson({ z: 1, y: 2, x: 3, a: 4 })).toBe(canonicalJson({ a: 4, x: 3, y: 2, z: 1 }));
    expect(canonicalJson({ z: 1, y: 2, x: 3, a: 4 })).toBe('{"a":4,"x":3,"y":2,"z":1}');
  });

  it('sorts by code unit: upper case before lower case, a prefix before its longer keys', () => {
    expect(canonicalJson({ b: 1, B: 2, ba: 3, a: 4 })).toBe('{"B":2,"a":4,"b":1,"ba":3}');
  });

  it('drops null and undefined members, keeping false, zero and empty text', () => {
    expect(canonicalJson({ a: null, b: undefined, c: false, d: 0, e: '' })).toBe('{"c":false,"d":0,"e":""}');
  });

  it('keeps the order of arrays and canonicalises the objects inside them', () => {
    expect(canonicalJson([{ b: 1, a: 2 }, 3, [{ d: null, c: 'x' }]])).toBe('[{"a":2,"b":1},3,[{"c":"x"}]]');
    expect(canonicalJson({ items: [2, 1] })).toBe('{"items":[2,1]}');
  });

  it('keeps an array an array, not an object keyed by index', () => {
    expect(canonicalJson(['a', 'b'])).toBe('["a","b"]');
    expect(canonicalJson([])).toBe('[]');
  });

  it('writes plain values as JSON does', () => {
    expect(canonicalJson('text')).toBe('"text"');
    expect(canonicalJson(15.8)).toBe('15.8');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(true)).toBe('true');
  });
});
