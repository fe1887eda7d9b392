// The fields of an instant in a zone, shared by the dashboards' clocks and the tables' dates.
import { describe, expect, it } from 'vitest';
import { zonedParts } from '@/lib/zoned-time';

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
