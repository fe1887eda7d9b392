// Hybrid mode's environment and redaction, without servers.
import { describe, expect, it } from 'vitest';
import { hybridFromEnv, localOperations } from '../src/hybrid/options';
import { recordedExchange, replayKey } from '../src/hybrid/recordings';
import { CODE_MASK, MASK, PASSWORD_MASK, redactHeaders, redactText, redactValue, TOKEN_MASK } from '@smartsite/api/redact';
import { contract } from './helpers';

describe('hybrid settings from the environment', () => {
  it('is absent when neither MOCK_UPSTREAM nor MOCK_REPLAY is set', () => {
    expect(hybridFromEnv({})).toBeUndefined();
  });

  it('reads every variable with its default', () => {
    expect(hybridFromEnv({ MOCK_UPSTREAM: 'https://backend.example.com/' })).toEqual({
      upstream: 'https://backend.example.com',
      local: [],
      localAs: 'admin',
      timeoutMs: 3000,
    });
    expect(
      hybridFromEnv({
        MOCK_UPSTREAM: 'http://b',
        MOCK_LOCAL: 'listNotices, tag:dashboardV1',
        MOCK_LOCAL_AS: 'user',
        MOCK_UPSTREAM_TIMEOUT_MS: '800',
        MOCK_RECORD: 'rec',
      }),
    ).toMatchObject({ local: ['listNotices', 'tag:dashboardV1'], localAs: 'user', timeoutMs: 800, recordDir: 'rec' });
  });

  it('refuses settings that cannot work, naming the variable', () => {
    expect(() => hybridFromEnv({ MOCK_UPSTREAM: 'backend:8080' })).toThrow(/MOCK_UPSTREAM must be an http\(s\) URL/);
    expect(() => hybridFromEnv({ MOCK_UPSTREAM: 'http://b', MOCK_UPSTREAM_TIMEOUT_MS: '0' })).toThrow(/MOCK_UPSTREAM_TIMEOUT_MS/);
    expect(() => hybridFromEnv({ MOCK_LOCAL: 'listNotices' })).toThrow(/MOCK_LOCAL need MOCK_UPSTREAM/);
    expect(() => hybridFromEnv({ MOCK_REPLAY: 'dir', MOCK_RECORD: 'dir' })).toThrow(/MOCK_RECORD needs MOCK_UPSTREAM/);
  });

  it('expands tags and refuses names openapi.yaml does not have', () => {
    const local = localOperations(['tag:notice', 'getUserInfo'], contract.operations);
    expect(local.has('listNotices')).toBe(true);
    expect(local.has('getUserInfo')).toBe(true);
    expect(() => localOperations(['getUserInfoo'], contract.operations)).toThrow(/"getUserInfoo" is neither/);
  });
});

describe('redaction of recordings', () => {
  it('masks passwords, SMS codes, tokens, JWTs and phone numbers at any depth', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(
      redactValue({
        username: 'admin',
        password: 'admin123',
        code: '123456',
        phone: '13800138000',
        data: { token: 'opaque', tokenType: 'Bearer', note: `see ${jwt}`, list: [{ newPassword: 'x-secret-1', passwordHash: 'scrypt$1' }] },
      }),
    ).toEqual({
      username: 'admin',
      password: PASSWORD_MASK,
      code: CODE_MASK,
      phone: '1**********',
      data: {
        token: TOKEN_MASK,
        tokenType: 'Bearer',
        note: `see ${TOKEN_MASK}`,
        list: [{ newPassword: PASSWORD_MASK, passwordHash: PASSWORD_MASK }],
      },
    });
    // A display-share token: in a link's query, and in any text (a drift report's snippet of an answer).
    const shareUrl = '/#/share?token=shr_3q2Xv9kLr0dPz1sWm8YtQe4B';
    expect(redactValue({ data: { list: [{ url: shareUrl, baseFileUrl: '/files/a.pdf' }] } })).toEqual({
      data: { list: [{ url: `/#/share?token=${TOKEN_MASK}`, baseFileUrl: '/files/a.pdf' }] },
    });
    expect(redactText(`{"url":"${shareUrl}"}`)).toBe(`{"url":"/#/share?token=${TOKEN_MASK}"}`);
    // A marked query parameter in a URL or any text, also inside JSON text (the value stops at the quote).
    expect(redactText('/api/x?phone=12000000000&code=482913&token=abc&page=2')).toBe(
      `/api/x?phone=1**********&code=${CODE_MASK}&token=${TOKEN_MASK}&page=2`,
    );
    expect(JSON.parse(redactText(JSON.stringify({ note: 'see /s?token=abc"x' })))).toEqual({ note: `see /s?token=${TOKEN_MASK}"x` });
    // A numeric code of an answer envelope is not an SMS code.
    expect(redactValue({ code: 200, msg: 'ok' })).toEqual({ code: 200, msg: 'ok' });
    expect(redactHeaders({ authorization: 'Bearer abc.def', cookie: 'SESSION=1', 'content-type': 'application/json' })).toEqual({
      authorization: `Bearer ${MASK}`,
      cookie: MASK,
      'content-type': 'application/json',
    });
  });

  it('finds a recording by operation, path and body whatever the secrets and field order', () => {
    const exchange = recordedExchange({
      operationId: 'getAccessTokenV2',
      method: 'POST',
      url: '/api/v2/accessToken',
      requestHeaders: {},
      requestBody: Buffer.from(JSON.stringify({ phone: '13800138000', code: '123456' })),
      status: 200,
      headers: { 'content-type': 'application/json', date: 'today' },
      body: Buffer.from('{"code":200,"data":{"token":"t"}}'),
    });
    expect(exchange.headers).toEqual({ 'content-type': 'application/json' });
    expect(exchange.answer).toEqual({ code: 200, data: { token: TOKEN_MASK } });
    const asRecorded = replayKey('getAccessTokenV2', exchange.request.path, exchange.request.body);
    expect(replayKey('getAccessTokenV2', '/api/v2/accessToken', Buffer.from('{"code":"654321","phone":"13900139000"}'))).toBe(asRecorded);
    expect(
      replayKey('getAccessTokenV2', '/api/v2/accessToken', Buffer.from('{"code":"654321","phone":"13900139000","tenantId":2}')),
    ).not.toBe(asRecorded);
  });
});
