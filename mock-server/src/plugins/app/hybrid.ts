// Hybrid mode: the mock in front of a half-built backend. Every API call goes to the upstream first; its answer
// is judged by the contract suite's judge (findings go to the drift report, never in the way) and passed back
// byte for byte. An operation the upstream lacks (404, 405, 501, no answer in time, unreachable), or that
// MOCK_LOCAL keeps local, is answered from a matching recording (MOCK_REPLAY) or else by the mock itself. The
// upstream's token means nothing to the mock: a caller whose login the upstream answered through this server is
// answered as the seeded account MOCK_LOCAL_AS, a caller holding one of the mock's own tokens as that token's
// account, anyone else with the mock's 401, the one the upstream gives. Registered only when hybrid mode is
// configured, so the mock alone runs without this hook at all.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { OperationInfo } from '@smartsite/api/document';
import { judge } from '@smartsite/api/judge';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from '../../auth/tokens';
import { judgedContract, type Contract } from '../../contract';
import { badRequest } from '../../errors';
import type { AnsweredBy, DriftLog, FallbackReason } from '../../hybrid/drift-report';
import { ANSWERED_BY_HEADER, FALLBACK_HEADER } from '../../hybrid/headers';
import { DEFAULT_LOCAL_AS, DEFAULT_UPSTREAM_TIMEOUT_MS, localOperations, type HybridOptions } from '../../hybrid/options';
import { Recorder, ReplayBook } from '../../hybrid/recordings';
import { redactText } from '@smartsite/api/redact';
import { forward, type UpstreamAnswer } from '../../hybrid/upstream';
import { openedSession, UpstreamSessions } from '../../hybrid/upstream-sessions';
import type { SharedState } from '../../shared/state';
import { DEFAULT_WORKSPACE } from '../../workspaces/names';
import type { Workspace } from '../../workspaces/registry';

/** The subfolder of the recording and replay folders that holds each other workspace's recordings (<name>/). */
const WORKSPACE_RECORDINGS = 'workspaces';

declare module 'fastify' {
  interface FastifyInstance {
    /** A workspace's live drift report (GET/DELETE /__mock/drift), shared by the instances; present in hybrid mode only. */
    driftReportOf(workspace: Workspace): Promise<DriftLog>;
  }
  interface FastifyRequest {
    /** The request body, read before routing so it could be forwarded; the mock's parser reads it from here. */
    hybridBody: Buffer | null;
    hybridAnswer: { by: AnsweredBy; reason: FallbackReason | null } | null;
  }
}

/** Not copied from the upstream's answer: the connection's own headers and CORS, which is this server's to set. */
const NOT_PASSED_BACK = /^(connection|keep-alive|transfer-encoding|content-length|content-encoding|access-control-.*)$/;

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

async function readBody(request: FastifyRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request.raw) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const jsonOrUndefined = (buffer: Buffer): unknown => {
  if (!buffer.length) return undefined;
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return buffer.toString('utf8');
  }
};

const lowerHeaders = (headers: FastifyRequest['headers']) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));

export default fp<{ hybrid: HybridOptions; contract: Contract }>(
  async (app, { hybrid, contract }) => {
    const { options } = app.services;
    const upstream = hybrid.upstream ?? null;
    const timeoutMs = hybrid.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
    const local = localOperations(hybrid.local ?? [], contract.operations);
    const judged = judgedContract(contract);
    const localAs = hybrid.localAs ?? DEFAULT_LOCAL_AS;
    // Checked at the start in the default workspace; each workspace's own account is looked up when it is lent.
    if (!(await app.repositories.users.loginAccount({ username: localAs })))
      throw new Error(`MOCK_LOCAL_AS: the database has no account "${localAs}" (see the demo accounts in README.md)`);

    // A workspace's drift report and recordings are its own (README, "Workspaces"): the default workspace's are
    // the folders as given, another's a subfolder workspaces/<name>/ of each. Its drift report lives in its shared
    // state, so every instance counts into it; a SQLite workspace closed and reopened keeps its shared state.
    const reports = new WeakMap<SharedState, Promise<DriftLog>>();
    const reportOf = (workspace: Workspace) => {
      const own = workspace.services.shared;
      let report = reports.get(own);
      if (!report) reports.set(own, (report = own.driftLog(upstream)));
      return report;
    };
    await reportOf(app.workspaces.lookup(DEFAULT_WORKSPACE) as Workspace);
    app.decorate('driftReportOf', reportOf);

    /** The recordings made and replayed in one workspace. */
    interface Tape {
      recorder: Recorder | null;
      replay: ReplayBook | null;
    }
    const folderOf = (dir: string, workspace: string) =>
      workspace === DEFAULT_WORKSPACE ? dir : join(dir, WORKSPACE_RECORDINGS, workspace);
    const tapes = new Map<string, Tape>();
    function tapeOf(workspace: string): Tape {
      let tape = tapes.get(workspace);
      if (tape) return tape;
      const replayDir = hybrid.replayDir && folderOf(hybrid.replayDir, workspace);
      const replay =
        replayDir && existsSync(replayDir)
          ? ReplayBook.load(replayDir, contract.operations, workspace === DEFAULT_WORKSPACE ? WORKSPACE_RECORDINGS : undefined)
          : hybrid.replayDir
            ? new ReplayBook()
            : null;
      if (replay && workspace === DEFAULT_WORKSPACE) {
        app.log.info({ recordings: replay.size, dir: hybrid.replayDir }, 'replaying recorded answers');
        for (const { file, error } of replay.invalid) app.log.warn({ file, error }, 'not a recording, skipped');
      }
      const sameFolder = hybrid.recordDir && hybrid.recordDir === hybrid.replayDir;
      const recorder = hybrid.recordDir
        ? new Recorder(
            folderOf(hybrid.recordDir, workspace),
            sameFolder ? (operationId, exchange, file) => replay?.add(operationId, exchange, file) : undefined,
          )
        : null;
      tapes.set(workspace, (tape = { recorder, replay }));
      return tape;
    }
    tapeOf(DEFAULT_WORKSPACE);

    // In a workspace the stand-in is that workspace's own account of the name, read from its rows at each call: a
    // password, role or disable changed there applies there, and an account deleted there answers the mock's 401.
    // Its tokens belong to the account's current session epoch: a new password or a disable and re-enable of that
    // account ends the older ones (auth/sessions.ts).
    const localAccountIn = async (workspace: Workspace) => {
      const { users } = workspace.repositories;
      const found = await users.loginAccount({ username: localAs });
      return found && { account: found, epoch: (await users.principal(found.id))?.sessions?.epoch ?? '' };
    };
    const issueLocalToken = async (workspace: Workspace) => {
      const local = await localAccountIn(workspace);
      return local && workspace.tokens.issue(local.account, local.epoch).token;
    };
    // One token per workspace lent to every caller with an upstream session, renewed a minute before it expires.
    const lentTokens = new WeakMap<Workspace['tokens'], { value: string; renewAt: number; epoch: string; userId: number }>();
    const tokenOfLocalAccount = async (workspace: Workspace) => {
      const local = await localAccountIn(workspace);
      if (!local) return null;
      let lent = lentTokens.get(workspace.tokens);
      if (!lent || lent.renewAt <= Date.now() || lent.epoch !== local.epoch || lent.userId !== local.account.id) {
        const issued = workspace.tokens.issue(local.account, local.epoch);
        const renewAt = Date.now() + Math.max(issued.expiresIn - 60, 1) * 1000;
        lentTokens.set(workspace.tokens, (lent = { value: issued.token, renewAt, epoch: local.epoch, userId: local.account.id }));
      }
      return lent.value;
    };

    const sessions = new UpstreamSessions(options.tokenTtlSeconds);
    /** Whose session the caller's token is here: one the upstream opened through this server, the mock's own, or none. */
    function sessionOf(request: FastifyRequest): 'upstream' | 'mock' | null {
      const token = bearerToken(request.headers.authorization);
      if (!token) return null;
      if (sessions.has(token)) return 'upstream';
      return request.workspace.tokens.verify(token) ? 'mock' : null;
    }

    /** Learns from the upstream's answer which sessions it opened and which it ended or refused. */
    function followSessions(request: FastifyRequest, op: OperationInfo, answer: UpstreamAnswer) {
      const token = bearerToken(request.headers.authorization);
      if (token && (answer.status === 401 || (op.revokesSession && answer.status < 300))) sessions.forget(token);
      const opened = op.isPublic && answer.status === 200 ? openedSession(answer.body) : null;
      if (opened) sessions.remember(opened);
    }

    const loggedFallbacks = new Set<string>();
    async function answerLocally(request: FastifyRequest, reply: FastifyReply, op: OperationInfo, reason: FallbackReason, detail: string) {
      // Any other caller keeps their own Authorization: the mock's auth answers its own sessions or a 401.
      if (!op.isPublic && sessionOf(request) === 'upstream') {
        // A logout answered here must end the caller's session, not revoke the token every other caller is lent.
        if (op.revokesSession) sessions.forget(bearerToken(request.headers.authorization)!);
        const token = op.revokesSession ? await issueLocalToken(request.workspace) : await tokenOfLocalAccount(request.workspace);
        if (token) request.headers.authorization = `Bearer ${token}`;
      }
      request.hybridAnswer = { by: 'mock', reason };
      reply.header(ANSWERED_BY_HEADER, 'mock').header(FALLBACK_HEADER, reason);
      if (!loggedFallbacks.has(`${op.operationId}|${reason}`)) {
        loggedFallbacks.add(`${op.operationId}|${reason}`);
        request.log.info({ operationId: op.operationId, reason, detail, localAs }, `the mock answers ${op.operationId}`);
      }
    }

    function passBack(reply: FastifyReply, answer: UpstreamAnswer) {
      reply.code(answer.status);
      for (const [name, value] of Object.entries(answer.headers)) if (!NOT_PASSED_BACK.test(name)) reply.header(name, value);
      if (answer.setCookies.length) reply.header('set-cookie', answer.setCookies);
      return reply.header(ANSWERED_BY_HEADER, 'upstream').send(answer.body);
    }

    async function judgeAnswer(request: FastifyRequest, op: OperationInfo, body: Buffer, answer: UpstreamAnswer) {
      const report = await reportOf(request.workspace);
      const { recorder } = tapeOf(request.workspace.name);
      const requestHeaders = lowerHeaders(request.headers);
      const judgement = judge(
        judged,
        op,
        { method: request.method, url: request.url, headers: requestHeaders, body: jsonOrUndefined(body) },
        answer.status,
        answer.headers,
        answer.body.toString('utf8'),
      );
      for (const finding of report.add(op.operationId, judgement.violations)) {
        request.log.warn(
          {
            operationId: op.operationId,
            severity: finding.severity,
            check: finding.check,
            pointer: finding.pointer,
            expected: finding.expected,
            actual: finding.actual,
          },
          `drift: ${op.operationId} ${finding.message}`,
        );
      }
      if (recorder) {
        const observed = {
          operationId: op.operationId,
          method: request.method,
          url: request.url,
          requestHeaders: requestHeaders as Record<string, string>,
          requestBody: body,
          ...answer,
        };
        recorder
          .write(observed, new Date())
          .catch((error: Error) => request.log.error({ error: redactText(error.message) }, 'could not write the recording'));
      }
    }

    app.decorateRequest('hybridBody', null);
    app.decorateRequest('hybridAnswer', null);

    app.addHook('onRequest', async (request, reply) => {
      // Only a path is forwarded: an absolute URI or `*` as the request target would name another URL than the
      // upstream's, and is no call of the contract either.
      if (!request.url.startsWith('/')) throw badRequest('request target', 'must be a path beginning with /');
      const op = request.routeOptions.config.operation;
      if (!op) return;
      if (local.has(op.operationId)) return answerLocally(request, reply, op, 'local', 'MOCK_LOCAL');
      // Beyond the body limit the mock answers its own 413, without reading or forwarding the body.
      if (Number(request.headers['content-length'] ?? 0) > options.bodyLimit)
        return answerLocally(request, reply, op, 'local', 'body over the limit');
      const body = hasBody(request) ? await readBody(request) : Buffer.alloc(0);
      if (hasBody(request)) request.hybridBody = body;
      let reason: FallbackReason = 'no-upstream';
      let detail = 'MOCK_UPSTREAM is not set';
      if (upstream) {
        const outcome = await forward(upstream, { method: request.method, url: request.url, headers: request.headers, body }, timeoutMs);
        if ('answer' in outcome) {
          request.hybridAnswer = { by: 'upstream', reason: null };
          followSessions(request, op, outcome.answer);
          await judgeAnswer(request, op, body, outcome.answer);
          return passBack(reply, outcome.answer);
        }
        ({ fallback: reason, detail } = outcome);
      }
      // Recordings hold the upstream's data, so they answer only a caller with a session here. Public calls are the
      // mock's: a recorded login's token is masked and opens no session anywhere, the mock's own login does.
      const recorded =
        !op.isPublic && sessionOf(request) ? tapeOf(request.workspace.name).replay?.find(op.operationId, request.url, body) : undefined;
      if (recorded) {
        request.hybridAnswer = { by: 'replay', reason };
        reply.code(recorded.status);
        for (const [name, value] of Object.entries(recorded.headers)) if (!NOT_PASSED_BACK.test(name)) reply.header(name, value);
        return reply.header(ANSWERED_BY_HEADER, 'replay').header(FALLBACK_HEADER, reason).send(recorded.body);
      }
      await answerLocally(request, reply, op, reason, detail);
    });

    // The body was read to be forwarded; the mock's own parser reads the same bytes.
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (!request.hybridBody) return payload;
      const replayed = Readable.from([request.hybridBody]) as Readable & { receivedEncodedLength?: number };
      replayed.receivedEncodedLength = request.hybridBody.length;
      return replayed;
    });

    app.addHook('onResponse', async (request, reply) => {
      const op = request.routeOptions.config.operation;
      if (op && request.hybridAnswer)
        (await reportOf(request.workspace)).answered(op, request.hybridAnswer.by, reply.statusCode, request.hybridAnswer.reason);
    });
  },
  { name: 'hybrid', dependencies: ['database', 'auth', 'workspaces'] },
);
