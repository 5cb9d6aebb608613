import { describe, expect, it } from 'vitest';
import { keyword } from '@/src/domain/keyword';

describe('keyword', () => {
  it('reads a keyword in any case, and none as empty', () => {
    expect(keyword('blocked')).toBe('BLOCKED');
    expect(keyword('Last')).toBe('LAST');
    expect(keyword(null)).toBe('');
    expect(keyword(undefined)).toBe('');
    expect(keyword(5)).toBe('5');
  });
});
