// The fields of an instant in a zone, shared by the dashboards' clocks and the tables' dates.
import { describe, expect, it, vi } from 'vitest';
import { isKnownZone, zonedParts } from '@/lib/zoned-time';

describe('zonedParts', () => {
  it("reads the instant in the zone, not the browser's, on the 24-hour clock", () => {
    const instant = new Date('2026-11-25T16:05:07Z');
    expect(zonedParts(instant, 'Asia/Shanghai')).toEqual({
      year: '2026',
      month: '11',
      day: '26',
      hour: '00',
      minute: '05',
      second: '07',
      weekday: 'Thu',
    });
    expect(zonedParts(instant, 'UTC')).toMatchObject({ day: '25', hour: '16', weekday: 'Wed' });
  });

  it('gives two-digit months and days', () => {
    expect(zonedParts(new Date('2026-03-04T01:02:03Z'), 'UTC')).toMatchObject({ month: '03', day: '04', hour: '01' });
  });
});

/**
 * The reference the arithmetic must match: the tz database's aliases of the same zones (PRC is Asia/Shanghai, Etc/GMT
 * is UTC), which are not among the fixed zones, so zonedParts reads them through Intl.
 */
const INTL_TWIN = { 'Asia/Shanghai': 'PRC', UTC: 'Etc/GMT' } as const;

describe('the platform zone without Intl', () => {
  it('reads Asia/Shanghai and UTC as Intl does, from 1991 to 2100 and across the last daylight saving', () => {
    const instants = [
      '1991-07-01T12:00:00Z', // China's last daylight saving time (UTC+9): Intl's turn
      '1991-09-14T16:59:59Z',
      '1991-09-14T17:00:00Z',
      '1999-12-31T15:59:59Z',
      '2000-02-28T16:00:00Z',
      '2024-02-28T16:30:00Z',
      '2026-11-25T16:05:07Z',
    ].map((text) => new Date(text));
    const from = Date.parse('1991-09-14T17:00:00Z');
    const to = Date.parse('2100-01-01T00:00:00Z');
    for (let step = 0; step < 500; step++) instants.push(new Date(from + Math.floor(((to - from) * step) / 500) + step * 7919));
    for (const instant of instants) {
      for (const [zone, twin] of Object.entries(INTL_TWIN))
        expect(zonedParts(instant, zone), `${zone} ${instant.toISOString()}`).toEqual(zonedParts(instant, twin));
    }
    expect(zonedParts(new Date('1991-09-14T16:59:59Z'), 'Asia/Shanghai').hour).toBe('01');
  });

  it('never makes an Intl formatter for the platform zone: its first one loads ICU in one long task', () => {
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(isKnownZone('Asia/Shanghai')).toBe(true);
      expect(zonedParts(new Date('2026-11-25T16:05:07Z'), 'Asia/Shanghai').day).toBe('26');
      expect(zonedParts(new Date('2026-11-25T16:05:07Z'), 'UTC').day).toBe('25');
      expect(formats).not.toHaveBeenCalled();
    } finally {
      formats.mockRestore();
    }
  });
});
