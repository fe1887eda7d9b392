// Session state (docs/requirements/session.md#user-state, docs/requirements/session.md#navigation-guard). Guest defaults until the user info arrives.
import { proxy } from 'valtio';
import type { Schemas } from '@smartsite/api';
import type { AccessState } from '@/lib/access';
import { readJson, removeItems, writeJson } from '@/lib/storage';
import { context } from './context';
import { tr } from '@/lib/i18n/phrases';

type UserType = Schemas['UserType'];
export type UserInfo = Schemas['UserInfo'];

/** Who is signed in; the token itself is in the session store (stores/context.ts) with the tenant and project. */
export interface SessionState extends AccessState {
  username: string;
  nickname: string;
  avatar: string;
  userType: UserType;
  userId: number;
  tenantId?: number;
  tenantName?: string;
}

const GUEST_NAME = tr('游客');

function guest(): SessionState {
  return {
    username: GUEST_NAME,
    nickname: GUEST_NAME,
    avatar: '',
    userType: 'system',
    userId: 0,
    admin: false,
    roles: [],
    ability: [],
    fullAccess: false,
  };
}

export const session = proxy<SessionState>(guest());

/** Why the last session ended (the server's words on its 401), for pages that stay open without one (display boards). */
export const sessionEnd = proxy({ reason: '' });

/** A display-share session (/share): its token may show these boards of one project and nothing else. */
export type DisplayShare = Schemas['ShareSession'];

/** Set while the token is a display-share token: the guard then loads no user session, the boards show its scope. */
export const displayShare = proxy<{ current: DisplayShare | null }>({ current: readJson<DisplayShare>('displayShare') ?? null });

/** A new token: a sign-in ends any display-share session of this browser (startDisplayShare follows for a link). */
export function setToken(token: string): void {
  context.token = token;
  sessionEnd.reason = '';
  endDisplayShare();
}

export function startDisplayShare(share: DisplayShare): void {
  writeJson('displayShare', share);
  displayShare.current = share;
}

function endDisplayShare(): void {
  removeItems('displayShare');
  displayShare.current = null;
}

/** Takes the checked user-info response: identity, roles, abilities, admin flag; stores tenantId and userInfo. */
export function applyUserInfo(info: UserInfo): void {
  Object.assign(session, {
    username: info.username,
    nickname: info.nickname || info.username,
    avatar: info.avatar,
    userType: info.userType,
    userId: info.id,
    roles: [...info.roles],
    ability: [...info.ability],
    admin: info.roles.includes('admin'),
    tenantId: info.tenantId,
    tenantName: info.tenantName,
  });
  // A tenant chosen earlier in the navigation bar (system users may switch) wins over the user's own.
  if (context.tenantId === undefined) context.tenantId = info.tenantId;
  writeJson('userInfo', { userType: info.userType, type: info.userType, username: info.username, nickname: info.nickname });
}

/** Login interception off: a virtual administrator, with every permission when fullAccess is on. */
export function applyVirtualUser(fullAccess: boolean): void {
  Object.assign(session, guest(), { username: 'admin', nickname: 'admin', roles: ['admin'], admin: true, fullAccess });
}

/** Back to guest: names, avatar, userType 'system', roles and abilities emptied, token removed (docs/requirements/session.md#reset). */
export function resetUser(): void {
  Object.assign(session, guest());
  context.token = '';
  session.tenantId = undefined;
  session.tenantName = undefined;
  removeItems('userInfo');
  endDisplayShare();
}
