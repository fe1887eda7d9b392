// Nesting depth read from JSON text without parsing it, and without recursion: any depth, any text.
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../src/json-text';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, the document itself being level 1', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[[]]}]}', 4)).toBe(true);
    expect(nestsDeeperThan('1', 0)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[{{{', quoted: '"[[[\\"{{' }), 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\",[[', 2)).toBe(true);
  });

  it('answers for a million levels, closed or not, without overflowing the stack', () => {
    expect(nestsDeeperThan('['.repeat(1_000_000), 32)).toBe(true);
    expect(nestsDeeperThan('[]'.repeat(1_000_000), 1)).toBe(false);
  });
});
