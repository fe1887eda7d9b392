// ContractClient: sends one operation's request, judges the answer against the contract, records it,
// and refuses to send a mutating call to a target where writes are not allowed.
import type { OperationInfo } from '@smartsite/api/document';
import { groupKeyOf } from './finding-groups';
import { acceptedKeys } from './known-findings';
import { failingImpacts, formatViolations, type StatusExpectation, type Violation, judge, type SecretWatch } from '@smartsite/api/judge';
import type { TargetConfig } from './config';
import { contract, describeOperation, operation, usage } from './contract';
import { excerptOf } from './excerpt';
import type { AccessCell, Recorder } from './recorder';
import { buildRequest, type Overrides, type RequestContext } from './request-data';
import type { HttpRequest, HttpResponse, Transport } from './transport';

export interface CallOptions {
  /** Label of the check in reports, such as "answers 200 and matches its schema". */
  check: string;
  /** Bearer token; omit for none. */
  token?: string;
  /** Where the body's tenantId, projectId and project ids come from. */
  context?: RequestContext;
  /** Fields that replace the sampled ones. */
  overrides?: Overrides;
  /** Raw Authorization header value, for malformed tokens. */
  authorization?: string;
  /** Default: the operation's success answer, HTTP 200. */
  expect?: StatusExpectation;
  /** Part of opening a session: sent without the fault-injection scenario, so faults hit the calls under test. */
  setup?: boolean;
  /** The isolation matrix's cell this call is, recorded for the coverage report. */
  cell?: AccessCell;
  /** Changes the built request before it is sent: for checks that send what the contract refuses. */
  alter?: (request: HttpRequest) => HttpRequest;
}

export interface CallResult {
  op: OperationInfo;
  check: string;
  /** The status the request layer sees: the HTTP status, or the error code an HTTP 200 carries in its body. */
  status: number;
  body: unknown;
  /** The envelope's data when the body is an envelope. */
  data: unknown;
  violations: Violation[];
  /** The violations that fail the run (--fail-on): by default those that break a screen or a client, every one with --strict. */
  failing: Violation[];
  response: HttpResponse;
}

export const SUCCESS: StatusExpectation = { statuses: [200], kind: 'status' };
export const UNAUTHORISED: StatusExpectation = { statuses: [401], kind: 'auth' };
export const FORBIDDEN: StatusExpectation = { statuses: [403], kind: 'access' };

/** Thrown when a test tries to send a write to a read-only target: tests declare their needs (suite.require) first. */
class WriteRefused extends Error {}

export class ContractClient {
  constructor(
    private readonly transport: Transport,
    private readonly recorder: Recorder,
    private readonly config: TargetConfig,
    readonly secrets: SecretWatch,
  ) {}

  async call(operationId: string, options: CallOptions): Promise<CallResult> {
    const op = operation(operationId);
    if (op.writes && !this.config.allowWrites) throw new WriteRefused(`${operationId} writes and the target is read-only`);
    const request = this.request(op, options);
    this.secrets.learnFrom(request.body);
    const response = await this.transport.send(request);
    const expectation = options.expect ?? SUCCESS;
    const judgement = judge(contract, op, request, response.status, response.headers, response.text, {
      expectation,
      secrets: this.secrets,
      usage,
    });
    const { violations, status, body } = judgement;
    const code = (body as { code?: unknown } | null | undefined)?.code;
    this.recorder.record({
      type: 'call',
      operationId,
      check: options.check,
      exercises: expectation.statuses.includes(200),
      status,
      ...(code === undefined ? {} : { code }),
      ...(options.cell ? { cell: options.cell } : {}),
      ...(violations.length ? { exchange: excerptOf(request, response, this.secrets) } : {}),
      violations,
    });
    // A finding of an accepted group (known-findings baseline) is recorded but fails no test.
    const failing = violations.filter((v) => failingImpacts(this.config.failOn).includes(v.impact!) && !acceptedKeys().has(groupKeyOf(v)));
    const data = body !== null && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
    return { op, check: options.check, status, body, data, violations, failing, response };
  }

  private request(op: OperationInfo, options: CallOptions): HttpRequest {
    const base = buildRequest(op, options.context, options.overrides);
    const headers: Record<string, string> = {};
    if (this.config.scenario && !options.setup) headers['x-mock-scenario'] = this.config.scenario;
    const authorization = options.authorization ?? (options.token ? `Bearer ${options.token}` : undefined);
    if (authorization !== undefined) headers.authorization = authorization;
    return options.alter ? options.alter({ ...base, headers }) : { ...base, headers };
  }
}

/**
 * Fails the current test with every violation that fails the run (each naming the operation, the JSON pointer and
 * expected vs actual); the others are recorded for the summary only.
 */
export function assertConforms(...results: CallResult[]): void {
  const failing = results.filter((r) => r.failing.length > 0);
  if (failing.length === 0) return;
  throw new NonConforming(
    failing.map((r) => r.op.operationId),
    failing.map((r) => `${describeOperation(r.op)} [${r.check}] HTTP ${r.status}\n${formatViolations(r.failing)}`).join('\n'),
  );
}

/** A call's answer had findings that fail the run. */
export class NonConforming extends Error {
  constructor(
    readonly operationIds: string[],
    message: string,
  ) {
    super(message);
  }
}
