// The kubb fetch client against the mock, each answer parsed with the zod schema kubb generated for that
// operation and status. kubb's fetch client sets neither a base URL nor a JSON content type by itself.
import fetchClient, { type Client, type RequestConfig } from '@kubb/plugin-client/clients/fetch';
import {
  getAccessToken,
  getAccessToken200Schema,
  getAuthorisedProjectTreeV3,
  getAuthorisedProjectTreeV3200Schema,
  getProjectInfo,
  getProjectInfo404Schema,
  getUserInfo,
  getUserInfo200Schema,
  getV2Labour,
  getV2Labour200Schema,
} from '../generated/kubb/index.ts';
import { ADMIN, BASE_URL, CONTEXT, expectNumber, expectStatus, MISSING_PROJECT, report, smoke } from './smoke';

fetchClient.setConfig({ baseURL: BASE_URL, headers: { 'content-type': 'application/json' } });

/** The generated functions return the body only; this client keeps the status of the last answer. */
let lastStatus = 0;
const client: Client = async <T, E, D>(config: RequestConfig<D>) => {
  const response = await fetchClient<T, E, D>(config);
  lastStatus = response.status;
  return response;
};
let headers: Record<string, string> = {};

await smoke('log in', async () => {
  const login = getAccessToken200Schema.parse(await getAccessToken(ADMIN, { client }));
  expectStatus(lastStatus, 200);
  headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` };
  return `userId ${expectNumber(login.data.userId, 'userId')}`;
});
await smoke('user info', async () => {
  const info = getUserInfo200Schema.parse(await getUserInfo({ client, headers }));
  expectStatus(lastStatus, 200);
  return `id ${expectNumber(info.data.id, 'id')}`;
});
await smoke('v3 project tree', async () => {
  const tree = getAuthorisedProjectTreeV3200Schema.parse(
    await getAuthorisedProjectTreeV3({ tenantId: CONTEXT.tenantId }, { client, headers }),
  );
  expectStatus(lastStatus, 200);
  return `${tree.data.length} tenant nodes`;
});
await smoke('v2 dashboard', async () => {
  const labour = getV2Labour200Schema.parse(await getV2Labour(CONTEXT, { client, headers }));
  expectStatus(lastStatus, 200);
  return `code ${String(labour.code)}`;
});
await smoke('404 answer', async () => {
  const answer = await getProjectInfo({ tenantId: CONTEXT.tenantId, id: MISSING_PROJECT }, { client, headers });
  expectStatus(lastStatus, 404);
  return getProjectInfo404Schema.parse(answer).msg;
});
report();
