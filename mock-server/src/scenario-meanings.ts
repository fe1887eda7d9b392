// What each scenario of src/scenarios.ts does, for the control page (the README's table in short).
import type { SCENARIO_NAMES } from './scenarios';

// Keyed by every name, so a new scenario without a meaning does not compile.
const SCENARIO_MEANINGS: Record<(typeof SCENARIO_NAMES)[number] | 'slow:<ms>' | 'code:<n>', string> = {
  'expired-token': '受保护的接口回答 401 登录信息已过期（前端回到登录页）',
  forbidden: '每个接口回答 403',
  'server-error': '每个接口回答 500',
  'bad-gateway': '每个接口回答 502',
  timeout: '请求挂起 35 秒（超过前端的 30 秒）后回答 504',
  'slow:<ms>': '正常回答，但延迟 <ms> 毫秒',
  'code:<n>': '回答目录中的任意 code：错误码作为 HTTP 状态，201/202/204 以 HTTP 200 携带',
  'module-expired': '受模块授权约束的接口回答 403 模块授权已过期',
  'malformed-login': '登录回答缺少 token 字段',
  'malformed-userinfo': '用户信息的 username 为数字，roles 与 ability 不是数组',
  'ids-as-strings': '回答中的每个 id（id、…Id、…Ids）都是十进制字符串，如使用 19 位雪花 id 的后端',
  'fault:drop-required': '契约故障：删除 data 中必需的字段',
  'fault:wrong-type': '契约故障：data 中一个字段类型错误',
  'fault:wrong-success-code': '契约故障：成功回答的 code 为 201',
  'fault:skip-auth': '契约故障：受保护接口不校验 token，以首个系统用户身份回答',
};

const meanings: Readonly<Record<string, string>> = SCENARIO_MEANINGS;

/** The meaning of an allowed scenario name ('' for a name this table does not know). */
export const meaningOf = (name: string): string => meanings[name] ?? '';
