// The judge reports a number beyond 2^53-1 in an answer as a drift that breaks JavaScript clients, with its
// pointer and the digits as sent (once: the id's schema maximum refuses the rounded value as well).
import { describe, expect, it } from 'vitest';
import { rawOperation } from '@smartsite/api/document';
import { judgeResponse, unsafeIntegers } from '@smartsite/api/judge';
import { SUCCESS } from '../../src/client';
import { contract, document, operation } from '../../src/contract';

const projectInfo = operation('getProjectInfo');
const example = (rawOperation(document, projectInfo).responses['200'] as { content: { 'application/json': { example: unknown } } }).content[
  'application/json'
].example as { data: { id: number } };

/** The example's text with a 19-digit id written in, as a Java backend with snowflake ids sends it. */
const withSnowflakeId = (id: string) => JSON.stringify({ ...example, data: { ...example.data, id: 0 } }).replace('"id":0', `"id":${id}`);

const reply = (text: string) => ({ status: 200, headers: { 'content-type': 'application/json' }, text });

describe('unsafeIntegers', () => {
  it('finds the numbers beyond 2^53-1 of an answer, with their pointers and digits', () => {
    expect(unsafeIntegers(withSnowflakeId('6751064696144350703'))).toEqual([{ pointer: '/data/id', token: '6751064696144350703' }]);
    expect(unsafeIntegers('{"data":{"list":[{"id":1},{"id":9007199254740992}]}}')).toEqual([
      { pointer: '/data/list/1/id', token: '9007199254740992' },
    ]);
  });

  it('finds nothing in safe integers or ids sent as strings', () => {
    expect(unsafeIntegers(withSnowflakeId('9007199254740991'))).toEqual([]);
    expect(unsafeIntegers(withSnowflakeId('"6751064696144350703"'))).toEqual([]);
  });
});

describe('judgeResponse on an unsafe integer', () => {
  it('reports it once, as unsafe-integer, though the id schema refuses the rounded value as well', () => {
    const { violations } = judgeResponse(contract, projectInfo, reply(withSnowflakeId('6751064696144350703')), SUCCESS);
    expect(violations).toEqual([
      expect.objectContaining({
        rule: 'unsafe-integer',
        severity: 'breaks-client',
        pointer: '/data/id',
        actual: '6751064696144350703',
        expected: 'an integer within ±9007199254740991 (larger ids as decimal strings)',
      }),
    ]);
    expect(judgeResponse(contract, projectInfo, reply(withSnowflakeId('9007199254740991')), SUCCESS).violations).toEqual([]);
  });
});
