// The frontend's static route tree (authentication mode 'intelligence', frontend/src/config/routes.ts) and the
// router list the mock serves (mode 'all') describe the same console: a page added to one and not the other
// would differ between the two modes. Both are written out for their own reasons (the frontend must work with
// no server route list; the seed scopes routes to menus and roles), so this test keeps them in step.
import type { Schemas } from '@smartsite/api';
import { describe, expect, it } from 'vitest';
import { staticRoutes } from '@smartsite/frontend/routes';
import { DEMO_ACCOUNTS, startApp } from './helpers';

type Route = Schemas['Route'];

/** Paths, names, components and titles of a tree, in order. */
const outline = (routes: Route[]): unknown[] =>
  routes.map((route) => ({
    path: route.path,
    name: route.name,
    component: route.component,
    redirect: route.redirect,
    title: route.meta?.title,
    icon: route.meta?.icon,
    children: outline(route.children ?? []),
  }));

describe('route tree', () => {
  it("the admin's router list has the pages, names and titles of the frontend's static tree", async () => {
    const test = await startApp();
    const token = await test.login(DEMO_ACCOUNTS.admin);
    const answer = await test.operation('getRouterListV2', { tenantId: 1 }, { token });
    expect(answer.body.code).toBe(200);
    expect(outline(answer.body.data.list)).toEqual(outline(staticRoutes as Route[]));
  });
});
