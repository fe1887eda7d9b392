// The @hey-api/openapi-ts client against the mock: the SDK validates every answer with its zod schema
// (`validator: true`); the smoke parses it once more with the exported schema to report the validator's words.
import { client } from '../generated/hey-api/client.gen';
import { getAccessToken, getAuthorisedProjectTreeV3, getProjectInfo, getUserInfo, getV2Labour } from '../generated/hey-api/sdk.gen';
import {
  zErrorEnvelope,
  zGetAccessTokenResponse,
  zGetAuthorisedProjectTreeV3Response,
  zGetUserInfoResponse,
  zGetV2LabourResponse,
} from '../generated/hey-api/zod.gen';
import { ADMIN, BASE_URL, CONTEXT, expectNumber, expectStatus, MISSING_PROJECT, report, smoke } from './smoke';

client.setConfig({ baseUrl: BASE_URL });

await smoke('log in', async () => {
  const { data } = await getAccessToken({ body: ADMIN, throwOnError: true });
  const answer = zGetAccessTokenResponse.parse(data);
  if (answer.code === 200) client.setConfig({ baseUrl: BASE_URL, auth: answer.data.token });
  return `userId ${expectNumber(answer.data.userId, 'userId')}`;
});
await smoke('user info', async () => {
  const { data } = await getUserInfo({ throwOnError: true });
  return `id ${expectNumber(zGetUserInfoResponse.parse(data).data.id, 'id')}`;
});
await smoke('v3 project tree', async () => {
  const { data } = await getAuthorisedProjectTreeV3({ body: { tenantId: CONTEXT.tenantId }, throwOnError: true });
  return `${zGetAuthorisedProjectTreeV3Response.parse(data).data.length} tenant nodes`;
});
await smoke('v2 dashboard', async () => {
  const { data } = await getV2Labour({ body: CONTEXT, throwOnError: true });
  return `code ${String(zGetV2LabourResponse.parse(data).code)}`;
});
await smoke('404 answer', async () => {
  const { error, response } = await getProjectInfo({ body: { tenantId: CONTEXT.tenantId, id: MISSING_PROJECT } });
  expectStatus(response.status, 404);
  return zErrorEnvelope.parse(error).msg;
});
report();
