// Login (username/password, phone + SMS code), registration and logout.
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest, forbidden, notFound } from '../errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { guessFailed } from '../auth/guess-limits';
import { endSessions, sessionEpoch } from '../auth/sessions';
import { SMS_CODE_TTL_SECONDS } from '../auth/sms';
import { VerifiedCredentials } from '../auth/verified-credentials';
import { ROLE_OF_USER_TYPE } from '../db/reference';
import { isoOf } from '../clock';
import type { Context, HandlerMap } from './context';

const WRONG_CREDENTIALS = '发出信息有误：用户名或密码错误';
// Compared against when the username is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
/** One per process: an entry holds the stored hash it was checked against, so it is right for any database. */
const verifiedCredentials = new VerifiedCredentials();

async function passwordLogin({ body, services, tokens, request }: Context<{ username: string; password: string }>) {
  const user = await services.loginAccounts.find(body.username);
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

  sendLoginMsgCode: async ({ body, services, request }) => {
    const { code } = await services.sms.issue(body.phone);
    // A secret: at debug level only, which a shared log (info and up) leaves out; /__mock/sms shows it too.
    if (services.options.exposeSmsCodes) request.log.debug({ phone: body.phone, smsCode: code }, 'SMS login code (development mode)');
    return { phone: body.phone, expiresIn: SMS_CODE_TTL_SECONDS };
  },

  savePhonePassword: async ({ body, services, tokens, request }) => {
    if (!(await services.sms.consume(body.phone, body.code))) throw wrongCode(request);
    const user = await services.prisma.user.findUnique({ where: { phone: body.phone } });
    if (!user) throw notFound('该手机号未注册');
    if (user.status !== 1) throw forbidden('账号已停用');
    if (!body.password) return tokens.issue(user, (await sessionEpoch(services.prisma, user.id)).epoch);
    // A reset: whoever knew the old password is signed out everywhere; this login starts the new epoch.
    await services.prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(body.password) } });
    return tokens.issue(user, (await endSessions(services.prisma, user.id)).epoch);
  },

  register: async ({ body, services, now, request }) => {
    const { prisma } = services;
    if (await prisma.user.findUnique({ where: { username: body.username } })) throw badRequest('body/username', '已被注册');
    if (await prisma.user.findUnique({ where: { phone: body.phone } })) throw badRequest('body/phone', '已被注册');
    const tenant = body.tenantId
      ? await prisma.tenant.findUnique({ where: { id: body.tenantId } })
      : await prisma.tenant.findFirst({ orderBy: { id: 'asc' } });
    if (!tenant) throw badRequest('body/tenantId', '租户不存在');
    if (!(await services.sms.consume(body.phone, body.code))) throw wrongCode(request);
    const role = await prisma.role.findUniqueOrThrow({ where: { code: ROLE_OF_USER_TYPE.user } });
    const user = await prisma.user.create({
      data: {
        username: body.username,
        nickname: body.nickname || body.username,
        phone: body.phone,
        passwordHash: await hashPassword(body.password),
        userType: 'user',
        tenantId: tenant.id,
        createTime: isoOf(now),
        roles: { create: { roleId: role.id } },
      },
    });
    return { userId: user.id, username: user.username };
  },

  logout: async ({ claims, tokens }) => {
    if (claims) await tokens.revoke(claims);
    return null;
  },
} satisfies HandlerMap;
