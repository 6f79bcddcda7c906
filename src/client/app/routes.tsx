/**
 * Every route of the app. Pages load lazily, each in its own chunk, so a shopper's first
 * visit downloads no dashboard code; Layout shows the frame while a page's chunk arrives.
 * Each page module default-exports its component. Declarative routes (useRoutes), not the
 * data router: the app loads its data with RTK Query, and the data router's code (loaders,
 * actions, fetchers) would be a tenth of what / downloads. The pages a shopper usually lands
 * on have chunk names, which the server uses to preload them with index.html.
 */
import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import Layout from './Layout';

/** The dashboards' guard is dashboard code too: it loads with the first dashboard visited. */
const RouteGuard = lazy(() => import('../components/RouteGuard'));

const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: page(() => import(/* webpackChunkName: "page-home" */ '../features/catalogue/HomePage')) },
      { path: 'products/:slug', element: page(() => import(/* webpackChunkName: "page-product" */ '../features/product/ProductPage')) },
      {
        path: 'category/:slug',
        element: page(() => import(/* webpackChunkName: "page-category" */ '../features/categories/CategoryProductsPage')),
      },
      { path: 'categories', element: page(() => import('../features/categories/CategoriesPage')) },
      { path: 'search', element: page(() => import('../features/search/SearchPage')) },
      { path: 'cart', element: page(() => import('../features/cart/CartPage')) },
      { path: 'register', element: page(() => import('../features/auth/RegisterPage')) },
      { path: 'login', element: page(() => import('../features/auth/LoginPage')) },
      { path: 'forgot-password', element: page(() => import('../features/auth/ForgotPasswordPage')) },
      { path: 'about', element: page(() => import('../features/info/AboutPage')) },
      { path: 'contact', element: page(() => import('../features/info/ContactPage')) },
      { path: 'policy', element: page(() => import('../features/info/PolicyPage')) },
      {
        path: 'dashboard/user',
        element: <RouteGuard access="user" />,
        children: [
          { index: true, element: page(() => import('../features/account/UserDashboardPage')) },
          { path: 'orders', element: page(() => import('../features/account/UserOrdersPage')) },
          { path: 'profile', element: page(() => import('../features/account/ProfilePage')) },
        ],
      },
      {
        path: 'dashboard/admin',
        element: <RouteGuard access="admin" />,
        children: [
          { index: true, element: page(() => import('../features/admin/AdminDashboardPage')) },
          { path: 'create-category', element: page(() => import('../features/admin/categories/ManageCategoriesPage')) },
          { path: 'create-product', element: page(() => import('../features/admin/products/CreateProductPage')) },
          { path: 'products', element: page(() => import('../features/admin/products/AdminProductsPage')) },
          { path: 'products/:slug', element: page(() => import('../features/admin/products/UpdateProductPage')) },
          { path: 'orders', element: page(() => import('../features/admin/orders/AdminOrdersPage')) },
        ],
      },
      { path: '*', element: page(() => import('../features/info/NotFoundPage')) },
    ],
  },
];

/** The app's routes, for inside a router. */
export function AppRoutes() {
  return useRoutes(routes);
}
