// The orval fetch client against the mock (base URL set in configs/orval.config.ts at generation), each answer
// parsed with the zod schema orval generated for that operation and status.
import { getAccessToken, getAuthorisedProjectTreeV3, getProjectInfo, getUserInfo, getV2Labour } from '../generated/orval/client';
import {
  getAccessToken200Response,
  getAuthorisedProjectTreeV3200Response,
  getProjectInfo404Response,
  getUserInfo200Response,
  getV2Labour200Response,
} from '../generated/orval/zod';
import { ADMIN, CONTEXT, expectNumber, expectStatus, MISSING_PROJECT, report, smoke } from './smoke';

let headers: Record<string, string> = {};

await smoke('log in', async () => {
  const answer = await getAccessToken(ADMIN);
  expectStatus(answer.status, 200);
  const login = getAccessToken200Response.parse(answer.data);
  headers = { authorization: `Bearer ${login.data.token}` };
  return `userId ${expectNumber(login.data.userId, 'userId')}`;
});
await smoke('user info', async () => {
  const answer = await getUserInfo({ headers });
  expectStatus(answer.status, 200);
  return `id ${expectNumber(getUserInfo200Response.parse(answer.data).data.id, 'id')}`;
});
await smoke('v3 project tree', async () => {
  const answer = await getAuthorisedProjectTreeV3({ tenantId: CONTEXT.tenantId }, { headers });
  expectStatus(answer.status, 200);
  return `${getAuthorisedProjectTreeV3200Response.parse(answer.data).data.length} tenant nodes`;
});
await smoke('v2 dashboard', async () => {
  const answer = await getV2Labour(CONTEXT, { headers });
  expectStatus(answer.status, 200);
  return `code ${String(getV2Labour200Response.parse(answer.data).code)}`;
});
await smoke('404 answer', async () => {
  const answer = await getProjectInfo({ tenantId: CONTEXT.tenantId, id: MISSING_PROJECT }, { headers });
  expectStatus(answer.status, 404);
  return getProjectInfo404Response.parse(answer.data).msg;
});
report();
