// Browser storage of the session and preferences (docs/requirements/session.md#browser-storage). Everything goes
// to localStorage so a new tab keeps the session; 清理缓存 clears it all.
import { idFromText, type Id } from './ids';

export const storageKeys = {
  token: 'access_token',
  projectId: 'projectId',
  projectName: 'projectName',
  /** 'project' or 'tenant': what the third navigation bar has selected as context. */
  menuType: 'menuType',
  tenantId: 'tenantId',
  userInfo: 'userInfo',
  collapse: 'collapse',
  language: 'language',
  theme: 'theme',
  dashboardConfig: 'dashboardConfig',
  /** The project and boards of a display-share session (the token is then a display-share token). */
  displayShare: 'displayShare',
  /** The header the phone layout measured at a window width, for index.html's prerendered first screen. */
  firstScreen: 'firstScreen',
  /** The tenant's copyright holder last shown in the footer, for index.html's shell frame and the footer's first paint. */
  copyrightHolder: 'copyrightHolder',
} as const;

export type StorageKey = keyof typeof storageKeys;

export function readItem(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(storageKeys[key]);
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string | number | null | undefined): void {
  if (value === null || value === undefined || value === '') window.localStorage.removeItem(storageKeys[key]);
  else window.localStorage.setItem(storageKeys[key], String(value));
}

export function removeItems(...keys: StorageKey[]): void {
  for (const key of keys) window.localStorage.removeItem(storageKeys[key]);
}

/** A positive id from storage, or undefined; one beyond 2^53-1 keeps its digits (see lib/ids). */
export function readId(key: 'projectId' | 'tenantId'): Id | undefined {
  return idFromText(readItem(key));
}

export function readJson<T>(key: StorageKey): T | undefined {
  const raw = readItem(key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}

export type MenuType = 'project' | 'tenant';

export function readMenuType(): MenuType | undefined {
  const value = readItem('menuType');
  return value === 'project' || value === 'tenant' ? value : undefined;
}

/** 清理缓存: everything this origin stored. */
export function clearAll(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
}
