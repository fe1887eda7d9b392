// The hybrid drift report ranked by screens (src/hybrid/drift-screens.ts): a finding on a field a screen reads
// (the committed usage, contract-tests/usage/frontend.json) names that screen and comes first; one on a field no
// screen reads breaks generated clients only; the page groups them by screen.
import { describe, expect, it } from 'vitest';
import { readFrontendUsage } from '@smartsite/api/judge';
import { driftPage } from '../src/hybrid/drift-page';
import { driftSnapshot, type DriftFinding } from '../src/hybrid/drift-report';
import { withScreens } from '../src/hybrid/drift-screens';

const usage = readFrontendUsage();
const at = '2026-11-27T12:00:00.000Z';
const finding = (operationId: string, rule: DriftFinding['rule'], pointer: string, severity: DriftFinding['severity']): DriftFinding => ({
  operationId,
  severity,
  rule,
  check: 'response_schema_conformance',
  pointer,
  expected: 'type "string"',
  actual: '1',
  message: '',
  count: 1,
  firstSeen: at,
  lastSeen: at,
});

describe('the drift report by screen', () => {
  const snapshot = withScreens(
    driftSnapshot(
      'http://backend',
      at,
      [],
      [
        finding('getUserCustomized', 'field-retyped', '/data/title', 'breaks-client'),
        finding('getV2ProjectInfo', 'field-missing', '/data/name', 'breaks-client'),
        finding('getV2ProjectInfo', 'undocumented-field', '/data/extra', 'differs-from-document'),
        finding('getProjectOverview', 'not-an-envelope', '', 'breaks-client'),
      ],
    ),
    usage,
  );

  it('names the screens reading a field, puts what breaks a screen first and counts each screen', () => {
    expect(snapshot.findings.map((f) => [f.operationId, f.impact])).toEqual([
      ['getProjectOverview', 'breaks-screen'],
      ['getV2ProjectInfo', 'breaks-screen'],
      ['getUserCustomized', 'breaks-clients'],
      ['getV2ProjectInfo', 'differs-from-document'],
    ]);
    const name = snapshot.findings.find((f) => f.pointer === '/data/name')!;
    // The v2 header shows the project's name on every v2 tab.
    expect(name.screens).toEqual(expect.arrayContaining(['v2 项目概况', 'v2 智慧考勤']));
    expect(name.screens!.every((s) => s.startsWith('v2 '))).toBe(true);
    // An answer the request layer cannot read breaks every screen calling the operation.
    const overview = snapshot.findings.find((f) => f.operationId === 'getProjectOverview')!;
    expect(overview.screens).toEqual([...usage.operations.getProjectOverview!.calledBy.map((route) => usage.screens[route])].sort());
    expect(snapshot.totals).toEqual({ breaksScreen: 2, breaksClient: 3, differsFromDocument: 1 });
    expect(snapshot.byScreen.find((s) => s.screen === 'v2 项目概况')?.findings).toBe(2);
  });

  it('shows the screens on the page, a section per impact', () => {
    const page = driftPage(snapshot);
    expect(page).toContain('Findings by screen');
    expect(page).toMatch(/<td>v2 项目概况<\/td><td>2<\/td>/);
    expect(page).toContain('breaks-screen (2)');
    expect(page).toContain('breaks-clients (1)');
    expect(page).toContain('(not recorded)');
    expect(snapshot.findings.find((f) => f.operationId === 'getUserCustomized')?.screens).toBeNull();
  });
});
