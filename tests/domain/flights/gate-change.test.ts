import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { decideGateChange, gateChangeOpen } from '../../../src/domain/flights/gate-change';

const zone = 'America/Sao_Paulo';
const now = DateTime.fromISO('2026-03-10T10:00', { zone });
const boarding = DateTime.fromISO('2026-03-10T11:00', { zone });
const base = { status: 'CONFIRMED', current: { terminal: 'T2', gate: '12' }, boarding, now };

describe('decideGateChange', () => {
  it.each(['PLACED', 'CONFIRMED', 'PREPARING'])('lets an order %s (not left) change its gate', (status) => {
    const decision = decideGateChange({ ...base, status, next: { terminal: ' T2 ', gate: '14B ' } });
    expect(decision).toEqual({ allowed: true, terminal: 'T2', gate: '14B', changed: ['GATE'] });
  });

  it.each(['DISPATCHED', 'READY', 'DELIVERED', 'COMPLETED', 'CANCELED'])('refuses once %s', (status) => {
    expect(decideGateChange({ ...base, status, next: { terminal: 'T2', gate: '14' } })).toEqual({
      allowed: false,
      reason: 'GATE_CHANGE_CLOSED',
    });
  });

  it('refuses at boarding time and after, allows a minute before', () => {
    const next = { terminal: 'T2', gate: '14' };
    expect(decideGateChange({ ...base, now: boarding, next })).toMatchObject({ reason: 'GATE_CHANGE_CLOSED' });
    expect(decideGateChange({ ...base, now: boarding.minus({ minutes: 1 }), next })).toMatchObject({ allowed: true });
    expect(decideGateChange({ ...base, boarding: null, now: boarding.plus({ hours: 1 }), next })).toMatchObject({
      allowed: true,
    });
  });

  it('keeps a gate typed in lower case as it is signed (14b is gate 14B)', () => {
    expect(decideGateChange({ ...base, next: { terminal: 'T2', gate: ' 14b' } })).toEqual({
      allowed: true,
      terminal: 'T2',
      gate: '14B',
      changed: ['GATE'],
    });
  });

  it('refuses an order without a gate delivery', () => {
    expect(decideGateChange({ ...base, current: null, next: { terminal: 'T2', gate: '14' } })).toEqual({
      allowed: false,
      reason: 'NOT_GATE_DELIVERY',
    });
  });

  it.each([
    { terminal: 'T2', gate: '' },
    { terminal: 'T2', gate: '12345678901' },
    { terminal: '  ', gate: '14' },
    { terminal: 'x'.repeat(41), gate: '14' },
  ])('refuses gate text out of bounds %j', (next) => {
    expect(decideGateChange({ ...base, next })).toEqual({ allowed: false, reason: 'INVALID_GATE' });
  });

  it('refuses the same place (case and spaces aside) and records a terminal change', () => {
    expect(decideGateChange({ ...base, next: { terminal: 't2', gate: ' 12' } })).toEqual({
      allowed: false,
      reason: 'GATE_UNCHANGED',
    });
    expect(decideGateChange({ ...base, next: { terminal: 'T3', gate: '12' } })).toMatchObject({
      changed: ['TERMINAL'],
    });
    expect(decideGateChange({ ...base, next: { terminal: 'T3', gate: '30' } })).toMatchObject({
      changed: ['TERMINAL', 'GATE'],
    });
  });

  it('gateChangeOpen says whether the page offers the form', () => {
    expect(gateChangeOpen(base)).toBe(true);
    expect(gateChangeOpen({ ...base, status: 'DISPATCHED' })).toBe(false);
    expect(gateChangeOpen({ ...base, current: null })).toBe(false);
  });
});
