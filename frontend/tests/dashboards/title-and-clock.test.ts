// @vitest-environment node
// docs/requirements/dashboards.md#v1-title-size, docs/requirements/dashboards.md#clock: the v1 project-name size rules (with the seeded long names), the clock text, and the v1
// link table.
import { describe, expect, it } from 'vitest';
import { formatClock } from '@/features/dashboards/shared/lib/clock';
import { v1Destinations, v1Links, v1ProjectDialogWidth } from '@/features/dashboards/v1/config/links';
import { nameLength, projectTitle, projectTitleSize } from '@/features/dashboards/v1/lib/title-size';

const named = (length: number) => '工'.repeat(length);

describe('v1 project name size', () => {
  it('is 36px up to 12 characters', () => {
    expect(projectTitleSize(named(1))).toBe('36px');
    expect(projectTitleSize(named(12))).toBe('36px');
  });

  it('is 28px for 13 and 14 characters, and for exactly 15 (our reading of the gap in the spec)', () => {
    expect(projectTitleSize(named(13))).toBe('28px');
    expect(projectTitleSize(named(14))).toBe('28px');
    expect(projectTitleSize(named(15))).toBe('28px');
  });

  it('is 15px above 15 characters', () => {
    expect(projectTitleSize(named(16))).toBe('15px');
    expect(projectTitleSize(named(40))).toBe('15px');
  });

  it('takes the size from the server when it sends one', () => {
    expect(projectTitleSize(named(20), '40px')).toBe('40px');
    expect(projectTitleSize(named(5), '20px')).toBe('20px');
    expect(projectTitleSize(named(20), '')).toBe('15px');
  });

  it('gives the seeded projects 36px, 28px and 15px', () => {
    expect(projectTitleSize('滨江花园安置房项目')).toBe('36px');
    expect(projectTitleSize('杭州地铁七号线工程第三标段')).toBe('28px');
    expect(projectTitleSize('未来科技城国际人才公寓及配套商业综合体建设项目')).toBe('15px');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(nameLength('𠀀'.repeat(13))).toBe(13);
    expect(projectTitleSize('𠀀'.repeat(8))).toBe('36px');
  });

  it('shows the display name instead of the project name when the server supplies one', () => {
    expect(projectTitle({ projectInfo: { name: '杭州地铁七号线工程第三标段' }, projectShowName: '地铁七号线' })).toBe('地铁七号线');
    expect(projectTitle({ projectInfo: { name: '杭州地铁七号线工程第三标段' } })).toBe('杭州地铁七号线工程第三标段');
    expect(projectTitle({ projectInfo: { name: '杭州地铁七号线工程第三标段' }, projectShowName: '' })).toBe('杭州地铁七号线工程第三标段');
  });
});

describe('dashboard clock', () => {
  const inChina = (local: string) => new Date(`${local}+08:00`);

  it('reads hh:mm:ss, month and day, and the Chinese weekday in the business zone', () => {
    expect(formatClock(inChina('2026-11-23T09:05:07'), 'Asia/Shanghai')).toEqual({
      time: '09:05:07',
      monthDay: '11月23日',
      weekday: '星期一',
      date: '2026-11-23',
    });
  });

  it('shows the business day, not the browser zone: 19:10 UTC is 03:10 the next morning in China', () => {
    const instant = new Date('2026-11-24T19:10:00Z');
    expect(formatClock(instant, 'Asia/Shanghai')).toMatchObject({ time: '03:10:00', date: '2026-11-25', weekday: '星期三' });
    expect(formatClock(instant, 'Europe/Berlin')).toMatchObject({ time: '20:10:00', date: '2026-11-24', weekday: '星期二' });
  });

  it('uses two-digit 24-hour fields', () => {
    expect(formatClock(inChina('2026-01-04T23:59:59'), 'Asia/Shanghai').time).toBe('23:59:59');
    expect(formatClock(inChina('2026-01-04T00:00:00'), 'Asia/Shanghai').time).toBe('00:00:00');
  });

  it('names every weekday', () => {
    const week = Array.from({ length: 7 }, (_, day) => formatClock(inChina(`2026-11-${22 + day}T12:00:00`), 'Asia/Shanghai').weekday);
    expect(week).toEqual(['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']);
  });
});

describe('v1 link table', () => {
  it('has the eight spec routes in order', () => {
    expect(v1Links.map((link) => link.path)).toEqual([
      '/dashboard/index',
      '/dashboard/digitalSite',
      '/dashboard/camera',
      '/dashboard/warning',
      '/dashboard/security',
      '/dashboard/attendance',
      '/dashboard/project',
      '/dashboard/bimCenter',
    ]);
    expect(new Set(v1Links.map((link) => link.label)).size).toBe(8);
  });

  it('sends the user dropdown to /index and to the v2 project page, with a 30% project dialog', () => {
    expect(v1Destinations).toEqual({ businessSystem: '/index', newVersion: '/dashboard/v2/project' });
    expect(v1ProjectDialogWidth).toBe('30%');
  });
});
