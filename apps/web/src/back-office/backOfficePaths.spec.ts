import type { RouteObject } from 'react-router-dom';
import { BACK_OFFICE_SEGMENTS, isBackOfficePath } from './backOfficePaths';
import { backOfficeRoutes } from './backOfficeRoutes';

/** The first segment of every path in a route table, looking through pathless layout routes. */
function firstSegments(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) =>
    route.path === undefined ? firstSegments(route.children ?? []) : [route.path.split('/')[0].toLowerCase()],
  );
}

describe('back-office paths', () => {
  const load = () => Promise.resolve();

  it('name exactly the first segments of the back office route table', () => {
    const segments = firstSegments(backOfficeRoutes({ loadBackOffice: load }));
    expect([...new Set(segments)].sort()).toEqual([...BACK_OFFICE_SEGMENTS].sort());
  });

  it('recognise back-office pages in any case and leave the storefront alone', () => {
    expect(isBackOfficePath('/admin-home')).toBe(true);
    expect(isBackOfficePath('/Admin/customer-list')).toBe(true);
    expect(isBackOfficePath('/ADMIN/no-such-screen')).toBe(true);
    expect(isBackOfficePath('/menu-management')).toBe(true);
    expect(isBackOfficePath('/admin-login')).toBe(false);
    expect(isBackOfficePath('/')).toBe(false);
    expect(isBackOfficePath('/search-designs/new_arrival')).toBe(false);
    expect(isBackOfficePath('/administrator')).toBe(false);
  });
});
