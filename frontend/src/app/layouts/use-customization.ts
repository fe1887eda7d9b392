import { useApi } from '@/lib/api';

/** Logo image, title and copyright of the tenant (POST /api/authOrganization/customized); decorative, so quiet. */
export function useCustomization() {
  return useApi('getOrganisationCustomized', undefined, { policy: { toast: false } });
}
