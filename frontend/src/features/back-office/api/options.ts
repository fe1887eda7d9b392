// Option lists the forms choose from. Each is fetched only while `enabled`, so users who may not write never
// call what they are not allowed to (a 403 would send them to /403).
import type { Schemas } from '@smartsite/api';
import { useApi } from '@/lib/api';
import type { TreeOption } from '../lib/fields';

type Organisation = Schemas['Organisation'];

/** The organisation tree of the tenant in context. */
export function useOrganisationTree(enabled = true) {
  return useApi('getOrganisationTree', undefined, { enabled });
}

/** Organisations as tree-select options, leaving out one organisation and its descendants (a parent cannot be below itself). */
export function organisationOptions(organisations: readonly Organisation[], leaveOut?: number): TreeOption[] {
  return organisations
    .filter((org) => org.id !== leaveOut)
    .map((org) => ({
      key: String(org.id),
      value: org.id,
      label: org.name,
      ...(org.children.length ? { children: organisationOptions(org.children, leaveOut) } : {}),
    }));
}

/** Users of the tenant in context (the largest page the contract allows), for adding project members. */
export function useTenantUsers(enabled: boolean) {
  return useApi('listUsers', { pageNo: 1, pageSize: 200 }, { enabled });
}

/** Modules a project can be authorised for (system users). */
export function useEmpowerModules() {
  return useApi('listEmpowerModules');
}

/** Tenants and their projects (system users). */
export function useEmpowerNodeTree() {
  return useApi('getEmpowerNodeTree');
}
