import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalHolidays } from '@/src/server/holidays/holiday-service';
import { holidaysForYear } from '@/src/domain/time/holidays';

// A local stand-in for the public holidays service (outside this machine): answers per path.
let server: Server;
let baseUrl = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/2030') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify([{ date: '2030-01-01', name: 'Confraternização mundial', type: 'national' }]));
    } else if (req.url === '/2031') {
      res.end('not json');
    } else if (req.url === '/2032') {
      setTimeout(() => res.end('[]'), 5000);
    } else res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('holidays: built-in table, computed fallback, optional refresh from the public service', () => {
  it('2023 and 2024 come from the built-in table, never from the network', async () => {
    const list = await nationalHolidays(2024, { refresh: true, baseUrl: 'http://127.0.0.1:1' });
    expect(list).toHaveLength(13); // Good Friday included, as in every year
  });
  it('without refresh, another year is computed locally with no network call', async () => {
    expect(await nationalHolidays(2027)).toEqual(holidaysForYear(2027));
  });
  it('with refresh, the service answer (mock of the public service) is used', async () => {
    expect(await nationalHolidays(2030, { refresh: true, baseUrl })).toEqual([
      { date: '2030-01-01', name: 'Confraternização mundial', type: 'national' },
    ]);
  });
  it.each([2031, 2033])('a bad answer from the service (year %i) falls back to the computed list', async (year) => {
    expect(await nationalHolidays(year, { refresh: true, baseUrl })).toEqual(holidaysForYear(year));
  });
  it('a slow service times out quickly and falls back to the computed list', async () => {
    const started = Date.now();
    expect(await nationalHolidays(2032, { refresh: true, baseUrl })).toEqual(holidaysForYear(2032));
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
