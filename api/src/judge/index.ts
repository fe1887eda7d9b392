// The judge of the contract: one answer (or a recorded exchange) against openapi.yaml, every finding with its
// rule, severity, JSON pointer, expected and actual. It holds no document of its own: the caller passes the one
// it parsed and compiled (the contract suite once per worker, a hybrid mock once per process).
export {
  envelopeViolations,
  formatViolations,
  judgeResponse,
  schemaViolations,
  show,
  SUCCESS_CODES,
  violation,
  type HttpResponse,
  type JudgedContract,
  type Judgement,
  type StatusExpectation,
  type Violation,
  type ViolationKind,
} from './checks';
export { answerText, parseExchange, type Exchange, type ParsedExchange } from './exchange';
export { expectationOf, judge, type JudgedRequest, type JudgeOptions } from './judge';
export { bodyCarriedStatus, failingSeverities, RULES, SEVERITIES, type CheckName, type RuleId, type Severity } from './rules';
export { passwordFields, SecretWatch } from './secrets';
export { SAFE_INTEGER_RANGE, unsafeIntegers } from './unsafe-integers';
export {
  FAIL_ON,
  failingImpacts,
  IMPACTS,
  impactOf,
  readFrontendUsage,
  screensReading,
  type FailOn,
  type FrontendUsage,
  type Impact,
  type ScreenRead,
} from './usage';
