// The judge as one pure function, importable without vitest (the contract suite, `--judge DIR` and a proxy
// that records traffic all use it): the compiled document and one exchange in, every finding out, each with its
// severity (rules.ts), check name, JSON pointer, expected and actual.
import type { OperationInfo } from '../document';
import { judgeResponse, violation, type JudgedContract, type Judgement, type StatusExpectation, type Violation } from './checks';
import { passwordFields, SecretWatch } from './secrets';
import { impactOf, screensReading, type FrontendUsage } from './usage';

export interface JudgedRequest {
  method: string;
  /** Path plus query string. */
  url: string;
  /** Header names in lower case. */
  headers?: Record<string, string | undefined>;
  body?: unknown;
}

export interface JudgeOptions {
  /** The status the caller wanted; default: 401 for a protected call sent without a token, else any declared status. */
  expectation?: StatusExpectation;
  /** Passwords the answer must not contain; default: those of the request body. */
  secrets?: SecretWatch;
  /**
   * The frontend's usage (usage.ts): with it each finding names the screens reading what it is about and is
   * ranked by them (impact). Only a call that expected the success answer is one a screen makes.
   */
  usage?: FrontendUsage;
}

/** What a recorded request tells of the answer due: a protected call without Authorization must be refused. */
export function expectationOf(op: OperationInfo, request: JudgedRequest): StatusExpectation | undefined {
  return !op.isPublic && !request.headers?.authorization ? { statuses: [401], kind: 'auth' } : undefined;
}

export function judge(
  contract: JudgedContract,
  op: OperationInfo,
  request: JudgedRequest,
  status: number,
  headers: Record<string, string | undefined>,
  body: string,
  { expectation = expectationOf(op, request), secrets, usage }: JudgeOptions = {},
): Judgement {
  const judgement = judgeResponse(contract, op, { status, headers, text: body }, expectation);
  const watch = secrets ?? new SecretWatch();
  if (!secrets) watch.learnFrom(request.body);
  // A password quoted in a finding (an answer that echoes it where a string is due) is masked like any secret.
  const masked = [...judgement.violations, ...leaks(watch, body, judgement.body)].map((v) => ({
    ...v,
    expected: watch.mask(v.expected),
    actual: watch.mask(v.actual),
    message: watch.mask(v.message),
  }));
  if (!usage) return { ...judgement, violations: masked };
  const asAScreenCalls = !expectation || expectation.statuses.includes(200);
  const ranked = masked.map((v) => {
    const screens = asAScreenCalls ? screensReading(usage, op.operationId, v) : [];
    return { ...v, screens, impact: impactOf(v.severity, screens) };
  });
  return { ...judgement, violations: ranked };
}

function leaks(secrets: SecretWatch, text: string, body: unknown): Violation[] {
  const inText = secrets
    .find(text)
    .map(() => violation('password-returned', '', 'no password in the response', 'a password the suite sent', 'password returned'));
  const asFields = passwordFields(body).map((pointer) =>
    violation('password-returned', pointer, 'no password field in a response', 'present', 'password field returned'),
  );
  return [...inText, ...asFields];
}
