// The openapi-typescript-codegen fetch client against the mock. It has no validator of its own: the smoke
// checks what its types promise (exact numbers, the envelope) and that a 404 arrives as its ApiError.
import {
  ApiError,
  AuthService,
  AuthUserService,
  DashboardV2ProjectService,
  OpenAPI,
  ProjectService,
} from '../generated/openapi-typescript-codegen';
import { ADMIN, BASE_URL, CONTEXT, expectNumber, expectStatus, MISSING_PROJECT, report, smoke } from './smoke';

OpenAPI.BASE = BASE_URL;

await smoke('log in', async () => {
  const answer = await AuthService.getAccessToken(ADMIN);
  OpenAPI.TOKEN = answer.data.token;
  return `userId ${expectNumber(answer.data.userId, 'userId')}`;
});
await smoke('user info', async () => {
  const answer = await AuthUserService.getUserInfo();
  return `id ${expectNumber(answer.data.id, 'id')}`;
});
await smoke('v3 project tree', async () => {
  const answer = await ProjectService.getAuthorisedProjectTreeV3({ tenantId: CONTEXT.tenantId });
  if (!Array.isArray(answer.data)) throw new Error(`data is ${typeof answer.data}, not a list`);
  return `${answer.data.length} tenant nodes`;
});
await smoke('v2 dashboard', async () => {
  const answer = await DashboardV2ProjectService.getV2Labour(CONTEXT);
  return `code ${String(answer.code)}`;
});
await smoke('404 answer', async () => {
  try {
    await ProjectService.getProjectInfo({ tenantId: CONTEXT.tenantId, id: MISSING_PROJECT });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    expectStatus(error.status, 404);
    return (error.body as { msg: string }).msg;
  }
  throw new Error('answered 2xx, expected 404');
});
report();
