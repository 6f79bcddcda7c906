/**
 * The router and the server's 404 read the same list of paths (shared/app-paths): every route
 * the app declares is on the list and every path on the list has a route, so a page added to
 * one but not the other fails here instead of answering 404 (or 200) in production.
 */
import type { RouteObject } from 'react-router-dom';
import { APP_PATHS, isAppPath } from '../../shared/app-paths';
import { routes } from './routes';

/** Every routed path, made absolute as React Router joins them. */
function pathsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.index || (route.path !== undefined && !route.children) ? [own || '/'] : [];
    return [...here, ...pathsOf(route.children ?? [], own)];
  });
}

it('routes exactly the shared list of app paths, plus the catch-all', () => {
  const routed = pathsOf(routes);
  expect(routed.filter((path) => path !== '/*').sort()).toEqual(Object.values(APP_PATHS).sort());
  expect(routed).toContain('/*');
});

it.each([
  ['/', true],
  ['/products/paracetamol-500', true],
  ['/Products/Paracetamol-500/', true],
  ['/dashboard/admin/products/x', true],
  ['/products', false],
  ['/products/a/b', false],
  ['/no-such-page', false],
  ['/dashboard/admin/nothing', false],
])('isAppPath(%s) is %s', (path, expected) => {
  expect(isAppPath(path)).toBe(expected);
});
