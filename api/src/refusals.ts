// The msg texts by which a 403 says that a project's module is not (or no longer) authorised, as openapi.yaml's
// `module:<code>` access rule gives them. Such a refusal concerns one part of a page (a dashboard widget, one
// module's data), not the page or the user: clients tell it apart from the other 403s by these texts.

export const MODULE_EXPIRED = '模块授权已过期，禁止操作任何数据';
export const MODULE_UNAUTHORISED = '模块未授权，禁止操作任何数据';

const MODULE_REFUSALS: ReadonlySet<string> = new Set([MODULE_EXPIRED, MODULE_UNAUTHORISED]);

/** True for a 403 whose msg is one of the module refusals of the `module:<code>` rule. */
export function isModuleRefusal(code: number, msg: string): boolean {
  return code === 403 && MODULE_REFUSALS.has(msg.trim());
}

/** The msg texts of display-share tokens (openapi.yaml, "Display-share tokens"). */
export const SHARE_OUT_OF_SCOPE = '分享链接无权调用该接口';
export const SHARE_REVOKED = '分享链接已撤销';
export const SHARE_EXPIRED = '分享链接已过期';
export const SHARE_UNKNOWN = '分享链接无效';
export const SHARE_ONLY = '仅分享链接可以调用该接口';
/** Display-share tokens start so (the server tells them from session tokens by it). */
export const SHARE_TOKEN_PREFIX = 'shr_';
/** A display-share token anywhere in a text, to be masked (base64url characters follow the prefix). */
export const SHARE_TOKEN_IN_TEXT = new RegExp(`${SHARE_TOKEN_PREFIX}[\\w-]+`, 'g');
