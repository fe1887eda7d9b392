// @vitest-environment node
// Done-when of the dashboards issue: every dashboard operation of openapi.yaml (tags dashboardV1, dashboardV2*)
// and the operations the shells need are called from the frontend. The list comes from the document at test
// time; a call site names its operationId as a string literal (useOperation('getLabourTop'), operation="...").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listOperations, loadDocument } from '@smartsite/api/document';
import { describe, expect, it } from 'vitest';

const features = fileURLToPath(new URL('../../src/features', import.meta.url));
const screenFolders = ['dashboards', 'public-display'].map((folder) => join(features, folder));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Source without comments, so a mention in a comment does not count as a use. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

const source = screenFolders
  .flatMap(sourceFiles)
  .map((path) => withoutComments(readFileSync(path, 'utf8')))
  .join('\n');
const referenced = (operationId: string) => source.includes(`'${operationId}'`) || source.includes(`"${operationId}"`);

const operations = listOperations(loadDocument());
const dashboardOperations = operations
  .filter((operation) => operation.tag.startsWith('dashboard'))
  .map((operation) => operation.operationId);

describe('dashboard operations in the frontend', () => {
  it('finds the dashboard operations in the document', () => {
    // Six dashboard tags; the document had 80 such operations when this was written.
    expect(new Set(operations.filter((operation) => operation.tag.startsWith('dashboard')).map((operation) => operation.tag)).size).toBe(6);
    expect(dashboardOperations.length).toBeGreaterThanOrEqual(80);
  });

  it('uses every dashboard operation on at least one screen', () => {
    expect(dashboardOperations.filter((operationId) => !referenced(operationId))).toEqual([]);
  });

  it('uses the operations the dashboard shells are built on', () => {
    const shellOperations = [
      'getDashboardInfo',
      'getV2DashboardConfig',
      'getV2ProjectInfo',
      'getProjectOverview',
      'switchSprayer',
      'getIndexShow',
    ];
    expect(shellOperations.filter((operationId) => !referenced(operationId))).toEqual([]);
  });

  it('does not count a name that only appears in a comment', () => {
    const text = withoutComments("// shows 'getLabourTop'\n/* and 'getAiDayChart' */\nuseOperation('getWeather');");
    expect(text).toContain("'getWeather'");
    expect(text).not.toContain("'getLabourTop'");
    expect(text).not.toContain("'getAiDayChart'");
  });
});
