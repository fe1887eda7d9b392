// The console's page tree is data the seed serves and the frontend mounts: it must be a list of the contract's
// `Route`, and its route names must be unique (the frontend's tabs and keep-alive are keyed by name).
import { describe, expect, it } from 'vitest';
import { createSchemaValidator, describeErrors, loadDocument } from '../src/document';
import { consoleRoutes } from '../src/routes';
import type { Schemas } from '../src';

const routeSchema = createSchemaValidator(loadDocument(), { allErrors: true }).schema('Route');

const flatten = (routes: readonly Schemas['Route'][]): Schemas['Route'][] => routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);

describe('console route tree', () => {
  it.each(consoleRoutes.map((route) => [route.path, route] as const))('%s is a Route of openapi.yaml', (_path, route) => {
    const valid = routeSchema(route);
    expect(describeErrors(routeSchema.errors, route), 'schema errors').toEqual([]);
    expect(valid).toBe(true);
  });

  it('names every route once', () => {
    const names = flatten(consoleRoutes).map((route) => route.name);
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});
