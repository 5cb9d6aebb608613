/**
 * The live stream on poor Wi-Fi: messages reach the handler; while EventSource retries by itself nothing is
 * reopened; once it gives up (CLOSED) a new one is opened after 2 s, then 4 s, …; a successful open resets the
 * wait and says "live"; closing stops everything. EventSource is the browser's, replaced by a fake here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEventStream } from '@/src/features/orders/event-stream';

class FakeSource {
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public url: string) {}
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

afterEach(() => vi.useRealTimers());

describe('openEventStream', () => {
  it('delivers messages, reopens with back-off after the source gives up, and stops when closed', () => {
    vi.useFakeTimers();
    const sources: FakeSource[] = [];
    const states: string[] = [];
    const messages: string[] = [];
    const close = openEventStream(
      '/api/orders/o1/events',
      { onMessage: (d) => messages.push(d), onState: (s) => states.push(s) },
      (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source as unknown as EventSource;
      },
    );
    expect(sources).toHaveLength(1);
    sources[0].onopen?.();
    sources[0].onmessage?.({ data: '{"status":"CONFIRMED"}' } as MessageEvent<string>);
    expect(messages).toEqual(['{"status":"CONFIRMED"}']);

    // A drop EventSource retries by itself (CONNECTING): no second source.
    sources[0].readyState = 0;
    sources[0].onerror?.();
    vi.advanceTimersByTime(10_000);
    expect(sources).toHaveLength(1);

    // It gives up: a new source after 2 s, then 4 s.
    sources[0].readyState = 2;
    sources[0].onerror?.();
    vi.advanceTimersByTime(1_999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1].readyState = 2;
    sources[1].onerror?.();
    vi.advanceTimersByTime(3_999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);

    // An open resets the wait.
    sources[2].onopen?.();
    sources[2].readyState = 2;
    sources[2].onerror?.();
    vi.advanceTimersByTime(2_000);
    expect(sources).toHaveLength(4);
    expect(states).toEqual(['live', 'reconnecting', 'reconnecting', 'reconnecting', 'live', 'reconnecting']);

    close();
    expect(sources[3].closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(4);
  });
});
