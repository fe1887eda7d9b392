// The business clock follows the server's answers: its zone, its (demo) time and a frozen clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api';
import { businessNow, businessZone, noteBusinessTime, resetBusinessClock } from '@/lib/business-clock';

afterEach(resetBusinessClock);

const browserNow = Date.parse('2026-11-24T19:10:00Z');

describe('business clock', () => {
  it('without headers: the platform zone and the browser time', () => {
    noteBusinessTime(new Headers());
    expect(businessZone()).toBe('Asia/Shanghai');
    expect(businessNow(browserNow).getTime()).toBe(browserNow);
  });

  it('runs at the server demo time from the answer on, in the zone it names', () => {
    noteBusinessTime(new Headers({ 'x-business-time': '2026-11-25T10:30:00+08:00', 'x-business-time-zone': 'Europe/Berlin' }), browserNow);
    expect(businessZone()).toBe('Europe/Berlin');
    expect(businessNow(browserNow + 60_000).toISOString()).toBe('2026-11-25T02:31:00.000Z');
    // A whole-second rounding of the next answer does not move the clock back.
    noteBusinessTime(new Headers({ 'x-business-time': '2026-11-25T10:30:04+08:00' }), browserNow + 5_000);
    expect(businessNow(browserNow + 60_000).toISOString()).toBe('2026-11-25T02:31:00.000Z');
  });

  it('stands still while the server says the clock is frozen, and ignores an unknown zone', () => {
    const headers = {
      'x-business-time': '2026-11-20T10:30:00+08:00',
      'x-business-clock': 'frozen',
      'x-business-time-zone': 'Mars/Olympus',
    };
    noteBusinessTime(new Headers(headers), browserNow);
    expect(businessNow(browserNow + 3_600_000).toISOString()).toBe('2026-11-20T02:30:00.000Z');
    expect(businessZone()).toBe('Asia/Shanghai');
  });

  it('the API client reads the headers of every answer', async () => {
    const client = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: async () =>
        new Response(JSON.stringify({ code: 200, msg: 'ok', success: true, data: [] }), {
          headers: { 'content-type': 'application/json', 'x-business-time': '2026-11-25T10:30:00+08:00' },
        }),
    });
    await client.send('listAuthorisedProjects', {}, {});
    expect(Math.abs(businessNow().getTime() - Date.parse('2026-11-25T10:30:00+08:00'))).toBeLessThan(2000);
  });
});

describe('table dates', () => {
  it('show the business zone, not the browser zone', async () => {
    const { formatDateTime, formatDateTimeIn } = await import('@/features/back-office/lib/format');
    expect(formatDateTime('2026-11-25T03:10:00+08:00')).toBe('2026-11-25 03:10');
    expect(formatDateTimeIn('2026-11-25T03:10:00+08:00', 'Europe/Berlin')).toBe('2026-11-24 20:10');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('checks a zone once, not on every answer (a zone check costs milliseconds on a phone)', () => {
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let answer = 0; answer < 5; answer++) noteBusinessTime(new Headers({ 'x-business-time-zone': 'Asia/Tokyo' }));
      for (let answer = 0; answer < 5; answer++) noteBusinessTime(new Headers({ 'x-business-time-zone': 'Mars/Phobos' }));
      expect(businessZone()).toBe('Asia/Tokyo');
      expect(formats).toHaveBeenCalledTimes(2);
    } finally {
      formats.mockRestore();
    }
  });
});
