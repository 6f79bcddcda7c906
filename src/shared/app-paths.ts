/**
 * Every URL the browser app answers, as router patterns (`:name` stands for one path segment).
 * The app's router (client/app/routes.tsx) takes its paths from here and the server's
 * client-app plugin answers 404 for a page path none of them matches, so the two cannot
 * drift apart: a route added to the app without a path here fails routes' own test.
 */
export const APP_PATHS = {
  home: '/',
  product: '/products/:slug',
  category: '/category/:slug',
  categories: '/categories',
  search: '/search',
  cart: '/cart',
  checkout: '/checkout',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgot-password',
  about: '/about',
  contact: '/contact',
  policy: '/policy',
  pharmacy: '/pharmacy',
  userDashboard: '/dashboard/user',
  userOrders: '/dashboard/user/orders',
  userOrder: '/dashboard/user/orders/:orderId',
  userProfile: '/dashboard/user/profile',
  userPrescriptions: '/dashboard/user/prescriptions',
  adminDashboard: '/dashboard/admin',
  adminCreateCategory: '/dashboard/admin/create-category',
  adminCreateProduct: '/dashboard/admin/create-product',
  adminProducts: '/dashboard/admin/products',
  adminProduct: '/dashboard/admin/products/:slug',
  adminOrders: '/dashboard/admin/orders',
  adminPrescriptions: '/dashboard/admin/prescriptions',
} as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The app route's pattern that matches `pathname` as React Router would: case-insensitively,
 * with or without a trailing slash, a `:name` segment matching any one non-empty segment.
 */
export function appPathPattern(pathname: string): string | undefined {
  const given = segmentsOf(pathname.toLowerCase());
  return Object.values(APP_PATHS).find((pattern) => {
    const wanted = segmentsOf(pattern);
    return wanted.length === given.length && wanted.every((segment, i) => segment.startsWith(':') || segment === given[i]);
  });
}

/** True when some app route matches `pathname` (appPathPattern). */
export function isAppPath(pathname: string): boolean {
  return appPathPattern(pathname) !== undefined;
}
