import { describe, expect, it } from 'vitest';
import { compareBoardOrders, sortBoardOrders, type BoardSortable } from '@/src/domain/orders/board-order';

describe('the staff board’s order', () => {
  const card = (number: string, over: Partial<BoardSortable>): BoardSortable => ({
    number,
    status: 'PLACED',
    deliverBy: null,
    createdAt: '2026-11-23T11:00:00.000-03:00',
    ...over,
  });

  it('soonest deadline first, whatever the order they were placed in', () => {
    const list = [
      card('LATER', { deliverBy: { at: '2026-11-23T13:00:00.000-03:00' }, createdAt: '2026-11-23T10:00:00.000-03:00' }),
      card('SOON', { deliverBy: { at: '2026-11-23T12:20:00.000-03:00' }, createdAt: '2026-11-23T11:50:00.000-03:00' }),
    ];
    expect(sortBoardOrders(list).map((o) => o.number)).toEqual(['SOON', 'LATER']);
  });

  it('compares instants, not texts: another offset is the same moment', () => {
    const utc = card('UTC', { deliverBy: { at: '2026-11-23T15:10:00.000Z' } }); // 12:10 in São Paulo
    const local = card('LOCAL', { deliverBy: { at: '2026-11-23T12:20:00.000-03:00' } });
    expect(sortBoardOrders([local, utc]).map((o) => o.number)).toEqual(['UTC', 'LOCAL']);
  });

  it('orders without a deadline after those with one; among them the first placed first', () => {
    const list = [
      card('NOW-2', { createdAt: '2026-11-23T11:30:00.000-03:00' }),
      card('NOW-1', { createdAt: '2026-11-23T11:10:00.000-03:00' }),
      card('GATE', { deliverBy: { at: '2026-11-23T18:00:00.000-03:00' } }),
    ];
    expect(sortBoardOrders(list).map((o) => o.number)).toEqual(['GATE', 'NOW-1', 'NOW-2']);
  });

  it('the same deadline: the first placed first, then by number', () => {
    const deadline = '2026-11-23T12:20:00.000-03:00';
    const list = [
      card('B', { deliverBy: { at: deadline } }),
      card('C', { deliverBy: { at: deadline }, createdAt: '2026-11-23T10:00:00.000-03:00' }),
      card('A', { deliverBy: { at: deadline } }),
    ];
    expect(sortBoardOrders(list).map((o) => o.number)).toEqual(['C', 'A', 'B']);
  });

  it('finished orders after open ones, newest first, whatever their deadline', () => {
    const list = [
      card('DONE-OLD', {
        status: 'COMPLETED',
        deliverBy: { at: '2026-11-23T08:00:00.000-03:00' },
        createdAt: '2026-11-23T07:00:00.000-03:00',
      }),
      card('CANCELLED-NEW', { status: 'CANCELED', createdAt: '2026-11-23T11:59:00.000-03:00' }),
      card('OPEN', { deliverBy: { at: '2026-11-23T20:00:00.000-03:00' } }),
    ];
    expect(sortBoardOrders(list).map((o) => o.number)).toEqual(['OPEN', 'CANCELLED-NEW', 'DONE-OLD']);
    expect(compareBoardOrders(list[2]!, list[2]!)).toBe(0);
  });

  it('leaves the list it was given as it was', () => {
    const list = [
      card('B', { deliverBy: { at: '2026-11-23T13:00:00.000-03:00' } }),
      card('A', { deliverBy: { at: '2026-11-23T12:00:00.000-03:00' } }),
    ];
    sortBoardOrders(list);
    expect(list.map((o) => o.number)).toEqual(['B', 'A']);
  });
});
