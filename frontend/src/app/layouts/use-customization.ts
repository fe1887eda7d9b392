import { quietApi, useApi } from '@/lib/api';

/** Logo image, title and copyright of the tenant (POST /api/authOrganization/customized); decorative, so quiet. */
export function useCustomization() {
  return useApi('getOrganisationCustomized', undefined, { client: quietApi });
}
