// Trees for the project switchers and the tenant page: no message on failure, but a 403 still goes to /403 (docs/requirements/envelope.md#failure-redirects).
import { useApi } from '@/lib/api';

/** Second version: organisations and projects (POST /api/project/v2/authTree). */
export function useProjectTreeV2() {
  return useApi('getAuthorisedProjectTreeV2', undefined, { policy: { toast: false } });
}

/** Third version: organisations, tenants and projects of the tenant in context (POST /api/project/v3/authList). */
export function useProjectTreeV3() {
  return useApi('getAuthorisedProjectTreeV3', undefined, { policy: { toast: false } });
}

/** Tenants to switch to (POST /api/authOrganization/v2/tenant, 'system' permission). */
export function useTenantNodes() {
  return useApi('listTenantNodes');
}

/** Tenant info of the tenant in context; a failure shows nothing (docs/requirements/envelope.md#silent-failures). */
export function useTenantInfo() {
  return useApi('getTenantInfo', undefined, { policy: { quiet: true } });
}
