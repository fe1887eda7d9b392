// Ids are opaque keys: 1 and "1" name the same record, and an id beyond 2^53-1 keeps its digits in storage.
import { beforeEach, describe, expect, it } from 'vitest';
import { pickProject } from '@/lib/projects';
import { selectProjectV3, type ProjectNode } from '@/features/projects/lib/selection';
import { isStored } from '@/features/projects/lib/store-selection';
import { apiKey } from '@/lib/api/swr';
import { idFromText, idKey, sameId } from '@/lib/ids';
import { readId, writeItem } from '@/lib/storage';

const SNOWFLAKE = '6751064696144350703';

beforeEach(() => localStorage.clear());

describe('sameId', () => {
  it('matches a number and its decimal string, never a missing id', () => {
    expect(sameId(1, '1')).toBe(true);
    expect(sameId(SNOWFLAKE, SNOWFLAKE)).toBe(true);
    expect(sameId(1, 2)).toBe(false);
    expect(sameId(undefined, undefined)).toBe(false);
    expect(sameId(null, 'null')).toBe(false);
    expect(sameId('', '')).toBe(false);
  });
});

describe('ids read from text', () => {
  it('are numbers when exact, else their digits', () => {
    expect(idFromText('42')).toBe(42);
    expect(idFromText(SNOWFLAKE)).toBe(SNOWFLAKE);
    expect([null, '', '0', '-3', '1.5', 'abc', '12a'].map(idFromText)).toEqual(Array(7).fill(undefined));
  });

  it('survive storage with every digit', () => {
    writeItem('projectId', SNOWFLAKE);
    expect(readId('projectId')).toBe(SNOWFLAKE);
    writeItem('tenantId', '2');
    expect(readId('tenantId')).toBe(2);
  });

  it('give one cache key for 1 and "1"', () => {
    expect(apiKey('getUserInfoV2', {}, { projectId: '1', tenantId: 2 })).toEqual(
      apiKey('getUserInfoV2', {}, { projectId: 1, tenantId: '2' }),
    );
    expect(idKey(undefined)).toBeNull();
  });

  it('key a call by the project only when the call is sent with it', () => {
    // getUserInfoV2 needs the project (the request layer adds it); listAuthorisedProjects is sent without one.
    expect(apiKey('getUserInfoV2', {}, { projectId: 1, tenantId: 2 })).not.toEqual(
      apiKey('getUserInfoV2', {}, { projectId: 3, tenantId: 2 }),
    );
    expect(apiKey('listAuthorisedProjects', undefined, { tenantId: 2 })).toEqual(
      apiKey('listAuthorisedProjects', undefined, { projectId: 3, tenantId: 2 }),
    );
    expect(apiKey('listAuthorisedProjects', undefined, { tenantId: 2 })).not.toEqual(
      apiKey('listAuthorisedProjects', undefined, { tenantId: 4 }),
    );
  });
});

describe('project choices with ids as strings', () => {
  const tree = [
    {
      id: '1',
      name: '中建智慧建设集团',
      type: 'tenant',
      tenantId: '1',
      subgroup: [
        { id: '1', name: '滨江', type: 'project', tenantId: '1', subgroup: [] },
        { id: SNOWFLAKE, name: '地铁', type: 'project', tenantId: '1', subgroup: [] },
      ],
    },
  ] as unknown as ProjectNode[];

  it('find the stored project whether it was stored as a number or as text', () => {
    const projects = [
      { id: '1', name: '滨江' },
      { id: '2', name: '地铁' },
    ] as unknown as { id: number; name: string }[];
    expect(pickProject(projects, 2)?.name).toBe('地铁');
    expect(selectProjectV3(tree, { projectId: SNOWFLAKE, projectName: '地铁', menuType: 'project' }, 'tenant')).toMatchObject({
      projectId: SNOWFLAKE,
      projectName: '地铁',
    });
    expect(
      isStored({ projectId: '1', projectName: '滨江', menuType: 'project' }, { projectId: 1, projectName: '滨江', menuType: 'project' }),
    ).toBe(true);
  });
});
