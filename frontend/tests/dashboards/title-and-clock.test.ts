// @vitest-environment node
// Spec 02 §2, §9: the v1 project-name size rules (with the seeded long names), the clock text, and the v1
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
  it('reads hh:mm:ss, month and day, and the Chinese weekday', () => {
    expect(formatClock(new Date(2026, 10, 23, 9, 5, 7))).toEqual({
      time: '09:05:07',
      monthDay: '11月23日',
      weekday: '星期一',
      date: '2026-11-23',
    });
  });

  it('uses two-digit 24-hour fields', () => {
    expect(formatClock(new Date(2026, 0, 4, 23, 59, 59)).time).toBe('23:59:59');
    expect(formatClock(new Date(2026, 0, 4, 0, 0, 0)).time).toBe('00:00:00');
  });

  it('names every weekday', () => {
    const week = Array.from({ length: 7 }, (_, day) => formatClock(new Date(2026, 10, 22 + day)).weekday);
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
