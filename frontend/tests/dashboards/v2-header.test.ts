// @vitest-environment node
// docs/requirements/dashboards.md#v2-shell: tabs gated by the comma-separated modelShow list (the first three by 项目概况), the
// title fallbacks and the footer text.
import { describe, expect, it } from 'vitest';
import { v2Footer, v2Title, visibleTabs } from '@/features/dashboards/v2/lib/header';

const paths = (modelShow: string | undefined) => visibleTabs(modelShow).map((tab) => tab.path.replace('/dashboard/v2/', ''));

describe('v2 tabs by modelShow', () => {
  it('shows all eight tabs for the seeded default list, in order', () => {
    expect(paths('项目概况,智慧巡检,智慧考勤,智慧进度,智慧建造,数字党建')).toEqual([
      'project',
      'digital',
      'camera',
      'inspection',
      'attendance',
      'progress',
      'bim',
      'party',
    ]);
  });

  it('hides the first three together when 项目概况 is not listed', () => {
    expect(paths('智慧巡检,数字党建')).toEqual(['inspection', 'party']);
  });

  it('shows the first three on 项目概况 alone', () => {
    expect(paths('项目概况')).toEqual(['project', 'digital', 'camera']);
  });

  it('matches whole names only, ignoring spaces around them', () => {
    expect(paths('项目,智慧')).toEqual([]);
    expect(paths(' 智慧进度 , 智慧建造 ')).toEqual(['progress', 'bim']);
  });

  it('shows no tab without a list', () => {
    expect(paths('')).toEqual([]);
    expect(paths(undefined)).toEqual([]);
  });

  it('never has a tab for the warning page', () => {
    expect(visibleTabs('项目概况,智慧巡检,智慧考勤,智慧进度,智慧建造,数字党建').some((tab) => tab.path.endsWith('/warning'))).toBe(false);
  });
});

describe('v2 title and footer', () => {
  it('uses the display name, else the project name, else BIM+智慧工地', () => {
    expect(v2Title('滨江安置房', '滨江花园安置房项目')).toBe('滨江安置房');
    expect(v2Title('', '滨江花园安置房项目')).toBe('滨江花园安置房项目');
    expect(v2Title(undefined, undefined)).toBe('BIM+智慧工地');
  });

  it('shows the configured copyright, else the platform line', () => {
    expect(v2Footer('中建智慧建设集团有限公司')).toBe('中建智慧建设集团有限公司');
    expect(v2Footer('')).toBe('基于数字物联打造的新一代数字工地平台');
  });
});
