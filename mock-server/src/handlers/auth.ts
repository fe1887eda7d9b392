// Login (username/password, phone + SMS code), registration and logout.
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest, forbidden, notFound } from '../errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { guessFailed } from '../auth/guess-limits';
import { SMS_CODE_TTL_SECONDS } from '../auth/sms';
import { VerifiedCredentials } from '../auth/verified-credentials';
import type { Context, HandlerMap } from './context';

const WRONG_CREDENTIALS = '发出信息有误：用户名或密码错误';
// Compared against when the username is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
/** One per process: an entry holds the stored hash it was checked against, so it is right for any database. */
const verifiedCredentials = new VerifiedCredentials();

async function passwordLogin({ body, repositories, tokens, request }: Context<{ username: string; password: string }>) {
  const user = await repositories.users.loginAccount({ username: body.username });
  const valid = user
    ? await verifiedCredentials.verify(body.username, body.password, user.passwordHash)
    : await verifyPassword(body.password, await (dummyHash ??= hashPassword('not a password')));
  if (!user || !valid) {
    // Counted against the account's failures from any address (auth/guess-limits.ts), unknown usernames alike.
    guessFailed(request);
    throw new ApiError(400, WRONG_CREDENTIALS);
  }
  if (user.status !== 1) throw forbidden('账号已停用');
  return tokens.issue(user, user.epoch);
}

/** A wrong, expired or voided SMS code: counted against the number's failures from any address. */
function wrongCode(request: FastifyRequest) {
  guessFailed(request);
  return badRequest('body/code', '验证码错误或已过期');
}

export const authHandlers = {
  getAccessToken: passwordLogin,
  getAccessTokenV2: passwordLogin,

  sendLoginMsgCode: async ({ body, sms, request }) => {
    const { code } = await sms.codes.issue(body.phone);
    // A secret: at debug level only, which a shared log (info and up) leaves out; /__mock/sms shows it too.
    if (sms.expose) request.log.debug({ phone: body.phone, smsCode: code }, 'SMS login code (development mode)');
    return { phone: body.phone, expiresIn: SMS_CODE_TTL_SECONDS };
  },

  savePhonePassword: async ({ body, repositories, sms, tokens, request }) => {
    if (!(await sms.codes.consume(body.phone, body.code))) throw wrongCode(request);
    const user = await repositories.users.loginAccount({ phone: body.phone });
    if (!user) throw notFound('该手机号未注册');
    if (user.status !== 1) throw forbidden('账号已停用');
    if (!body.password) return tokens.issue(user, user.epoch);
    // A reset: whoever knew the old password is signed out everywhere; this login starts the new epoch.
    return tokens.issue(user, (await repositories.users.setPassword(user.id, body.password)).epoch);
  },

  register: async ({ body, repositories, sms, now, request }) => {
    const { users, tenants } = repositories;
    if (await users.exists({ username: body.username })) throw badRequest('body/username', '已被注册');
    if (await users.exists({ phone: body.phone })) throw badRequest('body/phone', '已被注册');
    const tenant = body.tenantId ? await tenants.exists(body.tenantId) : await tenants.first();
    if (!tenant) throw badRequest('body/tenantId', '租户不存在');
    if (!(await sms.codes.consume(body.phone, body.code))) throw wrongCode(request);
    const user = await users.register(
      {
        username: body.username,
        nickname: body.nickname || body.username,
        phone: body.phone,
        password: body.password,
        tenantId: tenant.id,
      },
      now,
    );
    return { userId: user.id, username: user.username };
  },

  logout: async ({ claims, tokens }) => {
    if (claims) await tokens.revoke(claims);
    return null;
  },
} satisfies HandlerMap;
