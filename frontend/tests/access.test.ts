// @vitest-environment node
// docs/requirements/access.md#access-check: admin flag, role lists (any), objects with role/ability under allOf, oneOf, except.
import { describe, expect, it } from 'vitest';
import { hasAccess, type AccessState } from '@/lib/access';

const user = (roles: string[], ability: string[] = [], admin = false): AccessState => ({ admin, roles, ability });
const editor = user(['editor'], ['dashboard']);

describe('hasAccess', () => {
  it('admin passes every rule', () => {
    const admin = user([], [], true);
    expect(hasAccess(admin, ['nobody'])).toBe(true);
    expect(hasAccess(admin, { role: ['x'], mode: 'allOf' })).toBe(true);
    expect(hasAccess(admin, { role: ['x'], mode: 'except' })).toBe(true);
  });

  it('full access (login interception off) passes every rule', () => {
    expect(hasAccess({ ...user([]), fullAccess: true }, ['nobody'])).toBe(true);
  });

  it('no rule or an empty rule passes', () => {
    expect(hasAccess(editor, undefined)).toBe(true);
    expect(hasAccess(editor, null)).toBe(true);
    expect(hasAccess(editor, [])).toBe(true);
    expect(hasAccess(editor, {})).toBe(true);
  });

  it('a list of roles passes when any one is held', () => {
    expect(hasAccess(editor, ['admin', 'editor'])).toBe(true);
    expect(hasAccess(editor, ['admin', 'tenant'])).toBe(false);
    // abilities are not roles
    expect(hasAccess(editor, ['dashboard'])).toBe(false);
  });

  it('oneOf (the default mode) passes when any named role or ability is held', () => {
    expect(hasAccess(editor, { ability: ['system', 'dashboard'] })).toBe(true);
    expect(hasAccess(editor, { ability: ['system', 'dashboard'], mode: 'oneOf' })).toBe(true);
    expect(hasAccess(editor, { role: ['admin'], ability: ['system'], mode: 'oneOf' })).toBe(false);
  });

  it('allOf passes only when everything named is held', () => {
    expect(hasAccess(editor, { role: ['editor'], ability: ['dashboard'], mode: 'allOf' })).toBe(true);
    expect(hasAccess(editor, { role: ['editor'], ability: ['dashboard', 'system'], mode: 'allOf' })).toBe(false);
  });

  it('except passes only when nothing named is held', () => {
    expect(hasAccess(editor, { role: ['guest'], mode: 'except' })).toBe(true);
    expect(hasAccess(editor, { ability: ['dashboard'], mode: 'except' })).toBe(false);
  });
});
