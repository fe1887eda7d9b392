// The drift report ranked by the screens it breaks: each finding names the screens reading its field (the
// frontend's usage, contract-tests/usage/frontend.json, read through @smartsite/api/judge as data), those that
// break a screen first. Worked out when the report is read, so the stored findings (memory or PostgreSQL) stay
// as they are.
import { IMPACTS, impactOf, RULES, screensReading, type FrontendUsage, type Impact } from '@smartsite/api/judge';
import type { DriftFinding, DriftSnapshot } from './drift-report';

interface ScreenedFinding extends DriftFinding {
  /**
   * The names of the screens reading what the finding is about ("v2 项目概况"); empty when none does, null when no
   * recorded screen calls the operation (which screens read it is not known).
   */
  screens: string[] | null;
  impact: Impact;
}

export interface ScreenedSnapshot extends Omit<DriftSnapshot, 'findings' | 'totals'> {
  findings: ScreenedFinding[];
  totals: DriftSnapshot['totals'] & { breaksScreen: number };
  /** Per screen, the findings it meets, most first. */
  byScreen: { screen: string; findings: number }[];
}

export function withScreens(snapshot: DriftSnapshot, usage: FrontendUsage): ScreenedSnapshot {
  const findings = snapshot.findings
    .map((finding): ScreenedFinding => {
      const read = screensReading(usage, finding.operationId, { kind: RULES[finding.rule].kind, pointer: finding.pointer });
      const screens = read && read.map((screen) => screen.name);
      return { ...finding, screens, impact: impactOf(finding.severity, screens) };
    })
    // Stable: within an impact the snapshot's order (operation, pointer) stays.
    .sort((a, b) => IMPACTS.indexOf(a.impact) - IMPACTS.indexOf(b.impact));
  const counts = new Map<string, number>();
  for (const finding of findings) for (const screen of finding.screens ?? []) counts.set(screen, (counts.get(screen) ?? 0) + 1);
  return {
    ...snapshot,
    findings,
    totals: { ...snapshot.totals, breaksScreen: findings.filter((f) => f.impact === 'breaks-screen').length },
    byScreen: [...counts]
      .map(([screen, n]) => ({ screen, findings: n }))
      .sort((a, b) => b.findings - a.findings || a.screen.localeCompare(b.screen)),
  };
}
