import { PAGE_ROUTES, SCREEN_POLICY } from '@app/contract';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAccess } from './require-access';
import { routes } from './routes';

/** The site's routes under the root layout, by pattern ('' for the home page). */
const siteRoutes = (routes[0]?.children?.[0]?.children ?? []) as RouteObject[];
const routeOf = (path: string) => siteRoutes.find((r) => (path === '' ? r.index : r.path === path));

/** The least role the route's guard asks for, or 'visitor' when it has none. */
function guardOf(route: RouteObject | undefined): string {
  const element = route?.element;
  if (isValidElement<{ access: string }>(element) && element.type === RequireAccess)
    return element.props.access;
  return 'visitor';
}

describe("the web's route guards", () => {
  it("ask each screen for the least role of the contract's screen policy, and no more", () => {
    const policy = SCREEN_POLICY as Record<string, string>;
    const guards = PAGE_ROUTES.map((r) => [r.path, guardOf(routeOf(r.path))]);
    expect(guards).toEqual(PAGE_ROUTES.map((r) => [r.path, policy[r.path] ?? 'visitor']));
    // The admin's own screens, as the policy says.
    expect(guardOf(routeOf('admin/team'))).toBe('admin');
    expect(guardOf(routeOf('admin/*'))).toBe('editor');
    expect(guardOf(routeOf('account'))).toBe('user');
  });
});
