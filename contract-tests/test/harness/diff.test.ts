// The breaking-change gate: one change of a small document per rule, classed as a client already built against the
// base would see it; and, on the real document, the screens each breaking change reaches.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { readFrontendUsage } from '@smartsite/api/judge';
import { DOCUMENT_PATH, loadDocument } from '@smartsite/api/document';
import { BREAKING_RULES, type Change, type Rule } from '../../src/diff/changes';
import { compareDocuments } from '../../src/diff/compare-document';
import { formatChanges } from '../../src/diff/format';
import { loadBase } from '../../src/diff/load-base';
import { operationIds, screensLine, screensOfChange } from '../../src/diff/screens';

type Doc = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- fixtures are edited freely, then compared

const BASE: Doc = parse(readFileSync(new URL('fixtures/diff-base.yaml', import.meta.url), 'utf8'));

/** The changes from the fixture (after `prepare`, when given) to a copy of it after `edit`. */
function changesAfter(edit: (doc: Doc) => void, prepare?: (doc: Doc) => void): Change[] {
  const base = structuredClone(BASE);
  prepare?.(base);
  const head = structuredClone(base);
  edit(head);
  return compareDocuments(base, head);
}

const summary = (changes: Change[]) => changes.map(({ rule, pointer, detail, operations }) => ({ rule, pointer, detail, operations }));
const breakingRules = (changes: Change[]) => [...new Set(changes.filter((c) => c.breaking).map((c) => c.rule))];
const schemas = (doc: Doc) => doc.components.schemas;
const loginOp = (doc: Doc) => doc.paths['/api/login'].post;
const projectTable = (doc: Doc) => doc.paths['/api/project/table'].post;

const breakingCases: { rule: Rule; change: string; prepare?: (doc: Doc) => void; edit: (doc: Doc) => void; expected: Partial<Change> }[] = [
  {
    rule: 'path-removed',
    change: 'a path removed',
    edit: (doc) => delete doc.paths['/api/notice/list'],
    expected: { pointer: '#/paths/~1api~1notice~1list/get', operations: ['GET /api/notice/list'] },
  },
  {
    rule: 'operation-removed',
    change: 'one operation of a path that keeps others removed',
    prepare: (doc) => (doc.paths['/api/notice/list'].post = structuredClone(doc.paths['/api/notice/list'].get)),
    edit: (doc) => delete doc.paths['/api/notice/list'].post,
    expected: {
      pointer: '#/paths/~1api~1notice~1list/post',
      detail: 'operation no longer declared',
      operations: ['POST /api/notice/list'],
    },
  },
  {
    rule: 'method-changed',
    change: 'GET turned into POST',
    edit: (doc) => {
      doc.paths['/api/notice/list'] = { post: doc.paths['/api/notice/list'].get };
    },
    expected: { pointer: '#/paths/~1api~1notice~1list/get', operations: ['GET /api/notice/list'] },
  },
  {
    rule: 'response-required-field-removed',
    change: 'a required response field renamed',
    edit: (doc) => {
      const result = schemas(doc).LoginResult;
      result.properties.accessToken = result.properties.token;
      delete result.properties.token;
      result.required = ['accessToken', 'expiresIn'];
    },
    expected: {
      pointer: '#/components/schemas/LoginResult/properties/token',
      detail: 'required field token removed',
      operations: ['POST /api/login'],
    },
  },
  {
    rule: 'type-changed',
    change: 'a response field changed type',
    edit: (doc) => (schemas(doc).Project.properties.id = { type: 'string' }),
    expected: {
      pointer: '#/components/schemas/Project/properties/id/type',
      detail: 'type integer -> string',
      operations: ['POST /api/project/table'],
    },
  },
  {
    rule: 'constraint-narrowed',
    change: 'a request string given a shorter maximum',
    edit: (doc) => (schemas(doc).LoginBody.properties.username.maxLength = 20),
    expected: { pointer: '#/components/schemas/LoginBody/properties/username/maxLength', detail: 'maxLength 50 -> 20' },
  },
  {
    rule: 'enum-value-removed',
    change: 'a request enum value removed',
    edit: (doc) => (schemas(doc).LoginBody.properties.mode.enum = ['password']),
    expected: { pointer: '#/components/schemas/LoginBody/properties/mode/enum', detail: 'value "sms" removed' },
  },
  {
    rule: 'request-required-field-added',
    change: 'a new required request field',
    edit: (doc) => {
      schemas(doc).LoginBody.properties.captcha = { type: 'string' };
      schemas(doc).LoginBody.required.push('captcha');
    },
    expected: { pointer: '#/components/schemas/LoginBody/required', detail: 'captcha is required', operations: ['POST /api/login'] },
  },
  {
    rule: 'access-tightened',
    change: 'a user type dropped from x-access',
    edit: (doc) => (projectTable(doc)['x-access'] = ['token', 'tenant', 'userType:system']),
    expected: { pointer: '#/paths/~1api~1project~1table/post/x-access', detail: 'user type tenant no longer allowed' },
  },
  {
    rule: 'success-codes-changed',
    change: 'a success envelope code dropped',
    edit: (doc) => (schemas(doc).SuccessEnvelope.properties.code.enum = [200, '200']),
    expected: {
      pointer: '#/components/schemas/SuccessEnvelope/properties/code/enum',
      detail: 'envelope codes of 200: "0", "200", 0, 200 -> "200", 200',
    },
  },
];

describe('contract:diff breaking rules', () => {
  it('has a case for every breaking rule', () => {
    expect(breakingCases.map((c) => c.rule).sort()).toEqual(Object.keys(BREAKING_RULES).sort());
  });

  for (const { rule, change, prepare, edit, expected } of breakingCases) {
    it(`${rule}: ${change}`, () => {
      const changes = changesAfter(edit, prepare);
      expect(breakingRules(changes)).toEqual([rule]);
      expect(summary(changes.filter((c) => c.rule === rule))).toEqual([expect.objectContaining(expected)]);
    });
  }

  it('access-tightened: a public call made protected', () => {
    const changes = changesAfter((doc) => {
      delete loginOp(doc).security;
      loginOp(doc)['x-access'] = ['token'];
    });
    expect(summary(changes)).toEqual([
      {
        rule: 'access-tightened',
        pointer: '#/paths/~1api~1login/post/x-access',
        detail: 'rule token added',
        operations: ['POST /api/login'],
      },
    ]);
  });

  it('type-changed: a request field that accepted any number now only integers', () => {
    const changes = changesAfter((doc) => (schemas(doc).LoginBody.properties.password = { type: 'integer' }));
    expect(breakingRules(changes)).toEqual(['type-changed']);
  });

  it('success-codes-changed: a success HTTP status replaced', () => {
    const changes = changesAfter((doc) => {
      const responses = doc.paths['/api/notice/list'].get.responses;
      responses['201'] = responses['200'];
      delete responses['200'];
    });
    expect(summary(changes)).toEqual([
      {
        rule: 'success-codes-changed',
        pointer: '#/paths/~1api~1notice~1list/get/responses',
        detail: 'success statuses 200 -> 201',
        operations: ['GET /api/notice/list'],
      },
    ]);
  });

  it('request-required-field-added: an optional query parameter made required', () => {
    const changes = changesAfter((doc) => (doc.paths['/api/notice/list'].get.parameters[0].required = true));
    expect(summary(changes)).toEqual([
      {
        rule: 'request-required-field-added',
        pointer: '#/paths/~1api~1notice~1list/get/parameters/0/required',
        detail: 'parameter query tenantId is required',
        operations: ['GET /api/notice/list'],
      },
    ]);
  });

  it('a change in a recursive schema is found once, without looping', () => {
    const changes = changesAfter((doc) => (schemas(doc).Project.properties.name = { type: 'integer' }));
    expect(summary(changes)).toEqual([
      {
        rule: 'type-changed',
        pointer: '#/components/schemas/Project/properties/name/type',
        detail: 'type string -> integer',
        operations: ['POST /api/project/table'],
      },
    ]);
  });
});

describe('contract:diff compatible changes', () => {
  it('passes additions, loosened rules and wording without a breaking change', () => {
    const changes = changesAfter((doc) => {
      doc.info.description = 'reworded';
      schemas(doc).LoginBody.properties.remember = { type: 'boolean' }; // optional request field
      schemas(doc).LoginBody.properties.mode.enum.push('qr'); // request accepts more
      schemas(doc).LoginBody.properties.username.maxLength = 80; // request accepts longer
      schemas(doc).LoginResult.properties.avatar = { type: 'string' }; // response promises more
      delete schemas(doc).LoginResult.properties.nickname; // optional response field
      schemas(doc).Project.properties.status.enum = ['planned', 'building']; // response sends fewer values
      projectTable(doc)['x-access'] = ['token', 'tenant']; // user type rule removed
      doc.paths['/api/notice/list'].get.responses['403'] = { $ref: '#/components/responses/Unauthorized' };
      doc.paths['/api/notice/read'] = { post: structuredClone(doc.paths['/api/notice/list'].get) };
    });
    expect(changes.filter((c) => c.breaking)).toEqual([]);
    expect(changes.map((c) => c.rule).sort()).toEqual([
      'access-loosened',
      'constraint-widened',
      'enum-value-added',
      'operation-added',
      'request-field-added',
      'response-enum-value-removed',
      'response-field-added',
      'response-field-removed',
      'response-status-added',
    ]);
  });

  it('finds nothing between openapi.yaml and itself', () => {
    const doc = loadDocument();
    expect(compareDocuments(doc, structuredClone(doc))).toEqual([]);
  });
});

describe('contract:diff base and report', () => {
  it('reads the base from a git ref as well as from a file', () => {
    const root = new URL('../../..', import.meta.url).pathname;
    expect(loadBase('HEAD', DOCUMENT_PATH, root).source).toBe('HEAD:openapi.yaml');
    expect(() => loadBase('no-such-ref-or-file', DOCUMENT_PATH, root)).toThrow(/neither a file nor a git ref/);
  });

  it('lists breaking changes first and says how to proceed', () => {
    const changes = changesAfter((doc) => {
      schemas(doc).LoginResult.properties.avatar = { type: 'string' };
      schemas(doc).LoginBody.required.push('mode');
    });
    const text = formatChanges(changes, 'base.yaml', 'openapi.yaml');
    expect(text.indexOf('BREAKING    request-required-field-added: mode is required')).toBeLessThan(
      text.indexOf('compatible  response-field-added'),
    );
    expect(text).toMatch(/1 breaking, 1 compatible changes\./);
    expect(text).toMatch(/update the baseline/);
  });
});

describe('the diff gate knows the consumer (contract-tests/usage/frontend.json)', () => {
  const real: Doc = parse(readFileSync(DOCUMENT_PATH, 'utf8'));
  const usage = readFrontendUsage();
  const ids = operationIds(real);
  const breaking = (edit: (doc: Doc) => void) => {
    const head = structuredClone(real);
    edit(head);
    return compareDocuments(real, head).filter((change) => change.breaking);
  };
  /** getV2ProjectInfo's answer without one of its required fields. */
  const withoutField = (field: string) =>
    breaking((doc) => {
      const project = doc.components.schemas.DashboardProject;
      delete project.properties[field];
      project.required = project.required.filter((name: string) => name !== field);
    });

  it('names the screens reading a removed answer field, and says when no screen reads one', () => {
    const [name] = withoutField('name');
    expect(name!.fields).toEqual({ 'POST /api/dashboard/v2/project/info': ['/data/name'] });
    const reached = screensOfChange(name!, usage, ids);
    expect(reached.screens).toContain('v2 项目概况');
    expect(screensLine(reached)).toMatch(/^screens: v2 /);
    // cover is required by the document, read by no screen (picked from the usage file: no /data/cover).
    expect(Object.keys(usage.operations.getV2ProjectInfo!.reads)).not.toContain('/data/cover');
    const [cover] = withoutField('cover');
    expect(screensOfChange(cover!, usage, ids)).toEqual({ screens: [], unrecorded: [] });
    const text = formatChanges([cover!], 'base', 'head', new Map([[cover!, screensOfChange(cover!, usage, ids)]]));
    expect(text).toContain('screens: none reads it (generated clients break)');
  });

  it('reaches every screen calling a removed operation, and says when no recorded screen calls one', () => {
    const [removed] = breaking((doc) => delete doc.paths['/api/dashboard/v2/project/info']);
    const callers = usage.operations.getV2ProjectInfo!.calledBy.map((route) => usage.screens[route]).sort();
    expect(screensOfChange(removed!, usage, ids).screens).toEqual(callers);
    const [customized] = breaking((doc) => delete doc.paths['/api/authUser/customized']);
    expect(screensOfChange(customized!, usage, ids)).toEqual({ screens: [], unrecorded: ['getUserCustomized'] });
  });

  it('gates on breaking changes (--fail-on clients) or on those a screen reads (--fail-on screens)', () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), 'diff-'));
    try {
      const head = structuredClone(real);
      const project = head.components.schemas.DashboardProject;
      delete project.properties.cover;
      project.required = project.required.filter((name: string) => name !== 'cover');
      writeFileSync(join(dir, 'head.yaml'), stringify(head));
      const diff = (...args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'contract-tests/src/diff/cli.ts', '--base', DOCUMENT_PATH, ...args], {
          cwd: root,
          encoding: 'utf8',
        });
      const clients = diff('--head', join(dir, 'head.yaml'));
      expect(clients.stdout).toContain('screens: none reads it');
      expect(clients.status).toBe(1);
      expect(diff('--head', join(dir, 'head.yaml'), '--fail-on', 'screens').status).toBe(0);
      const bad = diff('--fail-on', 'nope');
      expect([bad.status, bad.stderr]).toEqual([2, expect.stringContaining('--fail-on must be screens or clients, got "nope"')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
