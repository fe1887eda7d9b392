// The server's environment: env-schema reads it against one JSON schema, and a value that does not fit stops the
// start with a message naming the variable and what it accepts.
import { describe, expect, it } from 'vitest';
import { optionsFromEnv, resolveOptions } from '../src/config';

describe('optionsFromEnv', () => {
  it('gives the defaults for an empty environment, and reads an empty value as unset', () => {
    expect(optionsFromEnv({})).toEqual({
      port: 11000,
      host: '127.0.0.1',
      logFormat: 'pretty',
      databaseUrl: undefined,
      logger: { level: 'info' },
    });
    expect(optionsFromEnv({ PORT: '', HOST: '', MOCK_LATENCY_MS: '' })).toMatchObject({ port: 11000, host: '127.0.0.1' });
  });

  it('reads numbers, durations, lists and switches', () => {
    expect(
      optionsFromEnv({
        PORT: '0',
        DATABASE_POOL_SIZE: '4',
        TOKEN_TTL: '30m',
        MOCK_LATENCY_MS: '250',
        CORS_ORIGINS: 'http://a.example, http://b.example,',
        AUTH_RATE_LIMIT: '1000/1m',
        MOCK_ANSWER_CACHE: 'OFF',
        LOG_LEVEL: 'Warn',
        LOG_FORMAT: ' JSON',
      }),
    ).toMatchObject({
      port: 0,
      databasePoolSize: 4,
      tokenTtlSeconds: 1800,
      latencyMs: 250,
      corsOrigins: ['http://a.example', 'http://b.example'],
      authRateLimit: { max: 1000, timeWindowMs: 60_000 },
      answerCache: false,
      logger: { level: 'warn' },
      logFormat: 'json',
    });
  });

  it('reads the socket timeouts, each with its default when unset, and refuses headers due after the request', () => {
    expect(optionsFromEnv({ HEADERS_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '90000' }).timeouts).toEqual({
      headersMs: 5000,
      connectionMs: 90_000,
    });
    expect(resolveOptions({ timeouts: { headersMs: 5000 } }, null).timeouts).toEqual({
      headersMs: 5000,
      requestMs: 30_000,
      connectionMs: 120_000,
    });
    expect(() => resolveOptions({ timeouts: { headersMs: 40_000 } }, null)).toThrow(
      'HEADERS_TIMEOUT_MS (40000) must not exceed REQUEST_TIMEOUT_MS (30000)',
    );
    expect(() => optionsFromEnv({ REQUEST_TIMEOUT_MS: '0' })).toThrow(
      'REQUEST_TIMEOUT_MS must be a positive integer (milliseconds), got "0"',
    );
  });

  it('names every variable that does not fit, with what it accepts', () => {
    expect(() => optionsFromEnv({ PORT: 'eleven' })).toThrow('PORT must be a port number from 0 to 65535, got "eleven"');
    expect(() => optionsFromEnv({ PORT: '70000' })).toThrow('PORT must be a port number from 0 to 65535, got "70000"');
    expect(() => optionsFromEnv({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE must be a positive integer, got "0"');
    expect(() => optionsFromEnv({ TOKEN_TTL: '12 hours' })).toThrow(/^TOKEN_TTL must be seconds, or a number with s, m, h or d/);
    expect(() => optionsFromEnv({ AUTH_RATE_LIMIT: '0/1m' })).toThrow(
      'AUTH_RATE_LIMIT must be <attempts>/<window>, e.g. 30/1m, got "0/1m"',
    );
    expect(() => optionsFromEnv({ MOCK_ANSWER_CACHE: 'sometimes' })).toThrow('MOCK_ANSWER_CACHE must be on or off, got "sometimes"');
    expect(() => optionsFromEnv({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be one of pretty, json, got "xml"');
    expect(() => optionsFromEnv({ LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
    expect(() => optionsFromEnv({ MOCK_LATENCY_MS: '-1', PORT: 'x' })).toThrow(
      'PORT must be a port number from 0 to 65535, got "x"; MOCK_LATENCY_MS must be a non-negative integer (milliseconds), got "-1"',
    );
  });
});
