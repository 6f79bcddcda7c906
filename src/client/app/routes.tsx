/**
 * Every route of the app. Pages load lazily, each in its own chunk, so a shopper's first
 * visit downloads no dashboard code; Layout shows the frame while a page's chunk arrives.
 * Each page module default-exports its component. Declarative routes (useRoutes), not the
 * data router: the app loads its data with RTK Query, and the data router's code (loaders,
 * actions, fetchers) would be a tenth of what / downloads. The pages a shopper usually lands
 * on have chunk names, which the server uses to preload them with index.html. Paths come from
 * shared/app-paths, which the server reads too, to answer 404 for a URL no route matches.
 */
import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { APP_PATHS } from '../../shared/app-paths';
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
      { path: APP_PATHS.product, element: page(() => import(/* webpackChunkName: "page-product" */ '../features/product/ProductPage')) },
      {
        path: APP_PATHS.category,
        element: page(() => import(/* webpackChunkName: "page-category" */ '../features/categories/CategoryProductsPage')),
      },
      { path: APP_PATHS.categories, element: page(() => import('../features/categories/CategoriesPage')) },
      { path: APP_PATHS.search, element: page(() => import('../features/search/SearchPage')) },
      { path: APP_PATHS.cart, element: page(() => import('../features/cart/CartPage')) },
      { path: APP_PATHS.checkout, element: page(() => import('../features/cart/CheckoutPage')) },
      { path: APP_PATHS.register, element: page(() => import('../features/auth/RegisterPage')) },
      { path: APP_PATHS.login, element: page(() => import('../features/auth/LoginPage')) },
      { path: APP_PATHS.forgotPassword, element: page(() => import('../features/auth/ForgotPasswordPage')) },
      { path: APP_PATHS.about, element: page(() => import('../features/info/AboutPage')) },
      { path: APP_PATHS.contact, element: page(() => import('../features/info/ContactPage')) },
      { path: APP_PATHS.policy, element: page(() => import('../features/info/PolicyPage')) },
      { path: APP_PATHS.pharmacy, element: page(() => import('../features/prescriptions/PharmacyDetailsPage')) },
      {
        path: APP_PATHS.userDashboard,
        element: <RouteGuard access="user" />,
        children: [
          { index: true, element: page(() => import('../features/account/UserDashboardPage')) },
          { path: APP_PATHS.userOrders, element: page(() => import('../features/account/UserOrdersPage')) },
          { path: APP_PATHS.userOrder, element: page(() => import('../features/account/OrderPlacedPage')) },
          { path: APP_PATHS.userProfile, element: page(() => import('../features/account/ProfilePage')) },
          { path: APP_PATHS.userPrescriptions, element: page(() => import('./pages/MyPrescriptionsPage')) },
        ],
      },
      {
        path: APP_PATHS.adminDashboard,
        element: <RouteGuard access="admin" />,
        children: [
          { index: true, element: page(() => import('../features/admin/AdminDashboardPage')) },
          { path: APP_PATHS.adminCreateCategory, element: page(() => import('../features/admin/categories/ManageCategoriesPage')) },
          { path: APP_PATHS.adminCreateProduct, element: page(() => import('../features/admin/products/CreateProductPage')) },
          { path: APP_PATHS.adminProducts, element: page(() => import('../features/admin/products/AdminProductsPage')) },
          { path: APP_PATHS.adminProduct, element: page(() => import('../features/admin/products/UpdateProductPage')) },
          { path: APP_PATHS.adminOrders, element: page(() => import('../features/admin/orders/AdminOrdersPage')) },
          { path: APP_PATHS.adminPrescriptions, element: page(() => import('./pages/AdminPrescriptionsPage')) },
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
