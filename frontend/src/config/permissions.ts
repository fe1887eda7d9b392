// Access rules the shell itself applies (docs/requirements/access.md#access-check); route-level rules come with the routes (meta.roles).
import type { AccessRule } from '@/lib/access';

/** 切换租户 and the tenant page. */
export const systemPermission: AccessRule = { ability: ['system'] };
/** The 数字工地指挥平台 link. */
export const dashboardPermission: AccessRule = { ability: ['dashboard'] };
