// The docs page: @fastify/swagger serves openapi.yaml as it is (static mode) and @fastify/swagger-ui
// renders it at /docs from local assets. The page description also documents the mock-only endpoints.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { OpenApiDocument } from '@smartsite/api/document';
import { SCENARIO_NAMES } from '../../scenarios';

const MOCK_NOTES = [
  '',
  '',
  'Mock server',
  '',
  '- Demo accounts: admin/admin123 (system), tenant/tenant123 (tenant), user/user123 (two projects), guest/guest123 (no project), tenant2/tenant2123 (second tenant).',
  '- Scenarios for testing error paths: send the header `x-mock-scenario: NAME` on one request, or set one for every request with ' +
    '`PUT /__mock/scenario {"name": "NAME"}` (`GET /__mock/scenario` shows it, `DELETE /__mock/scenario` clears it).',
  `- Scenario names: ${SCENARIO_NAMES.map((name) => `\`${name}\``).join(', ')}, \`slow:<ms>\`, \`code:<n>\` (any catalogue code).`,
  '- `GET /__mock/sms/{phone}` returns the last SMS code sent to a phone (development mode only).',
  '- Control features (the scenario header, `/__mock/*`) are open while the server listens on loopback only; on any other address ' +
    'they need the header `x-mock-control-token` (printed in the server log at start, or `MOCK_CONTROL_TOKEN`). ' +
    '`MOCK_CONTROL=off` (the default when `NODE_ENV=production`) removes them; the `fault:*` names need `MOCK_FAULTS=on`.',
  '- `/__mock/` is the control page: accounts with one-click login, scenarios, latency, the demo clock, reset, recent requests.',
  '- `PUT /__mock/clock {"value": "10:30"}` sets the demo clock (`real`, `HH:MM` or an ISO instant, as MOCK_CLOCK); API answers carry ' +
    '`x-business-time` and `x-business-time-zone` (MOCK_TZ, default Asia/Shanghai).',
].join('\n');

export default fp<{ document: OpenApiDocument }>(
  async (app, { document }) => {
    const withNotes = { ...document, info: { ...document.info, description: document.info.description + MOCK_NOTES } };
    await app.register(swagger, { mode: 'static', specification: { document: withNotes as never } });
    await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'none', deepLinking: true } });
  },
  { name: 'swagger' },
);
