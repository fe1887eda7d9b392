// Item 5 of issue 39, its ranking half: the 20 single-field drifts of src/twenty-drifts.ts (picked by code from the
// usage file) must each be ranked breaks-screen naming the screens the usage gives for it, or breaks-clients with
// no screen. The browser half (each read drift shows on its screens, no unread one does) is src/drift-screens.ts.
import { describe, expect, it } from 'vitest';
import { documentedAnswer, judged, rankedRight, twentyDrifts, withoutField } from '../../src/twenty-drifts';

describe('20 single-field drifts picked from the usage file', () => {
  const { read, unread } = twentyDrifts();

  it('has ten of each kind to pick from, from more than one operation', () => {
    expect(read).toHaveLength(10);
    expect(unread).toHaveLength(10);
    expect(new Set([...read, ...unread].map((drift) => drift.operationId)).size).toBeGreaterThan(5);
  });

  it('ranks all 20 right: a field a screen reads breaks those screens, an unread one breaks generated clients', () => {
    const right = [...read, ...unread].filter((drift) => {
      const { operationId, field, readers } = drift;
      const [finding] = judged(operationId, withoutField(documentedAnswer(operationId), field));
      const screens = (finding?.screens ?? []).map((screen) => screen.name).sort();
      expect(finding, `${operationId} /data/${field}`).toMatchObject({
        pointer: `/data/${field}`,
        impact: readers.length ? 'breaks-screen' : 'breaks-clients',
      });
      expect(screens, `${operationId} /data/${field}`).toEqual(readers);
      return rankedRight(drift, finding);
    });
    console.log(
      `${right.length}/20 drifts ranked right: ${[...read, ...unread].map((d) => `${d.operationId} /data/${d.field} (${d.readers.length} screens)`).join(', ')}`,
    );
    expect(right).toHaveLength(20);
  });
});
