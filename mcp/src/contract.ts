// The contract as an agent asks about it: openapi.yaml (through @smartsite/api/document, never restated) indexed for
// search by words, one operation shown whole (its schemas with every $ref followed), and the conventions, which are
// the document's own info.description and error responses.
import {
  createSchemaValidator,
  listOperations,
  loadDocument,
  rawOperation,
  type OpenApiDocument,
  type OperationInfo,
} from '@smartsite/api/document';
import type { JudgedContract } from '@smartsite/api/judge';
import { loadScreens, type ScreenUse, type Screens } from './screens';

type JsonObject = Record<string, unknown>;

/** Raw x-access tokens as written in openapi.yaml ("project:projectId"), which agents read more easily than the parsed rules. */
export interface OperationView {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  spec: string;
  writes: boolean;
  deletes: boolean;
  inferred: boolean;
  access: string[];
  parameters: unknown[];
  requestBody: { schemaName: string | null; schema: unknown; example: unknown } | null;
  success: { schemaName: string | null; schema: unknown; example: unknown };
  errorStatuses: number[];
  screens: ScreenUse[];
}

export interface Match {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  score: number;
  /** Why it matched, one line per reason (an agent judges the ranking by these). */
  why: string[];
}

const REF = '#/components/schemas/';
/** Deep enough for every schema of the document (envelope → data → list → row); cycles stop at a $ref seen above. */
const MAX_DEPTH = 12;

export class ContractIndex {
  readonly document: OpenApiDocument;
  readonly operations: OperationInfo[];
  private readonly byId: Map<string, OperationInfo>;
  private readonly screens: Screens;
  /** Every property name in an operation's success answer, for "which operation serves field X". */
  private readonly answerFields = new Map<string, Set<string>>();
  private judgedContract?: JudgedContract;

  /** The document as the judge reads it, its validators compiled (with every error) on the first judgement. */
  get judged(): JudgedContract {
    return (this.judgedContract ??= { document: this.document, validator: createSchemaValidator(this.document, { allErrors: true }) });
  }

  constructor(
    document: OpenApiDocument = loadDocument(),
    screens: Screens = loadScreens(listOperations(document).map((o) => o.operationId)),
  ) {
    this.document = document;
    this.operations = listOperations(document);
    this.byId = new Map(this.operations.map((op) => [op.operationId, op]));
    this.screens = screens;
    for (const op of this.operations) {
      const fields = new Set<string>();
      collectProperties(this.deref(this.successSchema(op).schema), fields, 0);
      this.answerFields.set(op.operationId, fields);
    }
  }

  operation(operationId: string): OperationInfo | undefined {
    return this.byId.get(operationId);
  }

  /** The operationIds closest to a wrong one (a typo, a wrong case), for the error an agent gets. */
  suggest(operationId: string): string[] {
    const lower = operationId.toLowerCase();
    return this.operations
      .map((op) => ({ id: op.operationId, distance: editDistance(lower, op.operationId.toLowerCase()) }))
      .filter(({ distance }) => distance <= Math.max(2, Math.floor(lower.length / 4)))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 3)
      .map(({ id }) => id);
  }

  /** Follows every #/components/schemas/ $ref below `schema`; a $ref already being expanded above is left as is. */
  deref(schema: unknown, seen: readonly string[] = [], depth = 0): unknown {
    if (Array.isArray(schema)) return schema.map((item) => this.deref(item, seen, depth + 1));
    if (!schema || typeof schema !== 'object') return schema;
    const object = schema as JsonObject;
    const ref = typeof object.$ref === 'string' && object.$ref.startsWith(REF) ? object.$ref.slice(REF.length) : undefined;
    if (ref !== undefined) {
      if (seen.includes(ref) || depth > MAX_DEPTH) return { $ref: object.$ref };
      const { $ref: _, ...rest } = object;
      return { title: ref, ...(this.deref(this.document.components.schemas[ref], [...seen, ref], depth + 1) as JsonObject), ...rest };
    }
    return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, this.deref(value, seen, depth + 1)]));
  }

  private successSchema(op: OperationInfo): { name: string | null; schema: unknown; example: unknown } {
    const ok = rawOperation(this.document, op).responses['200'] as
      { content?: { 'application/json'?: { schema?: { $ref?: string }; example?: unknown } } } | undefined;
    const content = ok?.content?.['application/json'];
    const ref = content?.schema?.$ref;
    return {
      name: ref?.startsWith(REF) ? ref.slice(REF.length) : null,
      schema: content?.schema ?? null,
      example: content?.example ?? null,
    };
  }

  show(op: OperationInfo): OperationView {
    const raw = rawOperation(this.document, op) as ReturnType<typeof rawOperation> & { parameters?: unknown[]; description?: string };
    const body = raw.requestBody?.content['application/json'] as { schema: { $ref: string }; example?: unknown } | undefined;
    const success = this.successSchema(op);
    return {
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      tag: op.tag,
      summary: op.summary,
      spec: op.spec,
      writes: op.writes,
      deletes: op.deletes,
      inferred: op.inferred,
      access: raw['x-access'],
      parameters: (raw.parameters ?? []).map((parameter) => this.deref(parameter)),
      requestBody: body ? { schemaName: op.requestSchema ?? null, schema: this.deref(body.schema), example: body.example ?? null } : null,
      success: { schemaName: success.name, schema: this.deref(success.schema), example: success.example },
      errorStatuses: op.statuses.filter((status) => status !== 200),
      screens: this.screens.uses(op.operationId),
    };
  }

  /** The document's request example: what call_operation sends when the agent gives no body. */
  requestExample(op: OperationInfo): unknown {
    const raw = rawOperation(this.document, op) as ReturnType<typeof rawOperation> & {
      parameters?: { name: string; in: string; example?: unknown }[];
    };
    if (op.method === 'get') {
      const query = Object.fromEntries(
        (raw.parameters ?? []).filter((p) => p.in === 'query' && p.example !== undefined).map((p) => [p.name, p.example]),
      );
      return Object.keys(query).length ? query : undefined;
    }
    return (raw.requestBody?.content['application/json'] as { example?: unknown } | undefined)?.example;
  }

  /**
   * Operations ranked for a few words: each word scores where it is found, in the document (operationId, path, tag,
   * summary, answer fields) and on the screens (a panel's title or labels next to the operation, or a label the
   * frontend gives one of the operation's answer fields: 出勤率 → attendanceRate → the operations answering it).
   */
  search(query: string, limit: number): Match[] {
    const words = query
      .split(/[\s,，、]+/)
      .map((word) => word.trim().toLowerCase())
      .filter(Boolean);
    const results: Match[] = [];
    for (const op of this.operations) {
      let score = 0;
      const why: string[] = [];
      const add = (points: number, reason: string) => {
        score += points;
        why.push(reason);
      };
      for (const word of words) {
        if (op.operationId.toLowerCase() === word) add(100, `operationId is ${op.operationId}`);
        else if (op.operationId.toLowerCase().includes(word)) add(30, `operationId ${op.operationId} contains "${word}"`);
        if (op.path.toLowerCase().includes(word)) add(30, `path ${op.path} contains "${word}"`);
        if (op.tag.toLowerCase() === word) add(20, `tag ${op.tag}`);
        if (op.summary.toLowerCase().includes(word)) add(40, `summary "${op.summary}" contains "${word}"`);
        const fields = this.answerFields.get(op.operationId)!;
        const field = [...fields].find((name) => name.toLowerCase() === word);
        if (field) add(25, `answers the field ${field}`);
        for (const use of this.screens.uses(op.operationId)) {
          if (use.context.toLowerCase().includes(word))
            add(35, `${use.file}${use.title ? ` (panel "${use.title}")` : ''} shows "${word}" next to it`);
        }
        const labelled = this.screens.fieldsLabelled(word).filter((name) => fields.has(name));
        if (labelled.length) add(30, `answers ${labelled.join(', ')}, which the frontend labels "${word}"`);
      }
      if (score > 0)
        results.push({
          operationId: op.operationId,
          method: op.method.toUpperCase(),
          path: op.path,
          summary: op.summary,
          tag: op.tag,
          score,
          why,
        });
    }
    return results.sort((a, b) => b.score - a.score || a.operationId.localeCompare(b.operationId)).slice(0, limit);
  }

  /**
   * The conventions of every call: the document's info.description cut at its "## " headings (envelope, codes,
   * ids, extensions, access rules), and the error answers of components.responses with their descriptions.
   */
  conventions(): { sections: { title: string; text: string }[]; errors: { name: string; status: number | null; description: string }[] } {
    const sections: { title: string; text: string }[] = [];
    let current = { title: this.document.info.title, lines: [] as string[] };
    for (const line of this.document.info.description.split('\n')) {
      const heading = /^##\s+(.*)$/.exec(line);
      if (heading) {
        sections.push({ title: current.title, text: current.lines.join('\n').trim() });
        current = { title: heading[1]!, lines: [] };
      } else current.lines.push(line);
    }
    sections.push({ title: current.title, text: current.lines.join('\n').trim() });
    const errors = Object.entries(this.document.components.responses).map(([name, response]) => {
      const example = (response as { content?: { 'application/json'?: { example?: { code?: unknown } } } }).content?.['application/json']
        ?.example;
      return {
        name,
        status: typeof example?.code === 'number' ? example.code : null,
        description: String((response as { description?: unknown }).description ?? ''),
      };
    });
    return { sections: sections.filter((section) => section.text), errors };
  }
}

function collectProperties(schema: unknown, into: Set<string>, depth: number): void {
  if (!schema || typeof schema !== 'object' || depth > MAX_DEPTH) return;
  if (Array.isArray(schema)) {
    for (const item of schema) collectProperties(item, into, depth + 1);
    return;
  }
  const object = schema as JsonObject;
  if (object.properties && typeof object.properties === 'object') {
    for (const [name, value] of Object.entries(object.properties as JsonObject)) {
      into.add(name);
      collectProperties(value, into, depth + 1);
    }
  }
  for (const key of ['items', 'allOf', 'oneOf', 'anyOf', 'additionalProperties']) collectProperties(object[key], into, depth + 1);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}
