// The password watch (src/secrets.ts) behind the "passwords never appear" checks.
import { describe, expect, it } from 'vitest';
import { passwordFields, SecretWatch } from '@smartsite/api/judge';

describe('password watch', () => {
  it('learns password fields at any depth and finds them in text', () => {
    const watch = new SecretWatch();
    watch.learnFrom({ username: 'u', password: 'Pw_123456', nested: { oldPassword: 'Old_123456', code: '123456' } });
    expect(watch.find('{"msg":"ok","echo":"Pw_123456"}')).toEqual(['Pw_123456']);
    expect(watch.find('login of Old_123456')).toEqual(['Old_123456']);
    expect(watch.find('code 123456 sent')).toEqual([]);
  });

  it('names password-like fields of a response body, hashed or not', () => {
    expect(passwordFields({ data: { list: [{ id: 1, password: '$2b$10$hash' }], passwordSet: true } })).toEqual([
      '/data/list/0/password',
      '/data/passwordSet',
    ]);
  });
});
