// The v2 dashboard's tab labels that modelShow may list (docs/requirements/dashboards.md#v2-shell; the first three tabs share 项目概况).
export const modelShowLabels = ['项目概况', '智慧巡检', '智慧考勤', '智慧进度', '智慧建造', '数字党建'] as const;

/** modelShow is comma-separated; the form edits it as a list. Unknown labels are dropped (the server refuses them). */
export function modelShowList(modelShow: string): string[] {
  const labels: readonly string[] = modelShowLabels;
  return modelShow.split(',').filter((label) => labels.includes(label));
}
