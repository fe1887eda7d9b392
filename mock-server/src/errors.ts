// The envelope every response uses, the message catalogue (docs/requirements/envelope.md#error-catalogue), and the error type handlers throw.

/** docs/requirements/envelope.md#error-catalogue: the default message of each code (the body msg takes priority in the frontend). */
export const CATALOGUE: Record<number, string> = {
  200: '服务器成功返回请求数据',
  201: '新建或修改数据成功',
  202: '一个请求已经进入后台排队（异步任务）',
  204: '删除数据成功',
  400: '发出信息有误',
  401: '登录信息已过期，请重新登录',
  402: '令牌过期',
  403: '用户得到授权，但是访问是被禁止的',
  404: '访问资源不存在',
  406: '请求格式不可得',
  410: '请求的资源被永久删除，且不会再得到',
  413: '请求体过大',
  429: '请求过于频繁，请稍后再试',
  500: '服务器发生错误',
  502: '网关错误',
  503: '服务不可用',
  504: '网关超时',
};

export { MODULE_EXPIRED, MODULE_UNAUTHORISED } from '@smartsite/api';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  success: boolean;
  data: T;
}

export const ok = <T>(data: T): Envelope<T> => ({ code: 200, msg: CATALOGUE[200]!, success: true, data });

export const failure = (status: number, msg?: string): Envelope<null> => ({
  code: status,
  msg: msg || CATALOGUE[status] || CATALOGUE[500]!,
  success: false,
  data: null,
});

/** An error answered as an envelope with HTTP status = code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message?: string,
  ) {
    super(message || CATALOGUE[status] || CATALOGUE[500]);
  }
}

/** 400 naming the offending field: '发出信息有误：body/projectId must be integer'. */
export const badRequest = (field: string, reason: string) => new ApiError(400, `${CATALOGUE[400]}：${field} ${reason}`);
export const unauthorized = (reason?: string) => new ApiError(401, reason);
export const forbidden = (reason?: string) => new ApiError(403, reason);
export const notFound = (what?: string) => new ApiError(404, what ? `${CATALOGUE[404]}：${what}` : undefined);
