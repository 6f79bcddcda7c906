/**
 * Every route of the app. Pages load lazily, each in its own chunk, so a shopper's first
 * visit downloads no dashboard code. Each page module default-exports its component.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import RouteGuard from '../components/RouteGuard';
import Layout from './Layout';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, lazy: page(() => import('../features/catalogue/HomePage')) },
      { path: 'products/:slug', lazy: page(() => import('../features/product/ProductPage')) },
      { path: 'category/:slug', lazy: page(() => import('../features/categories/CategoryProductsPage')) },
      { path: 'categories', lazy: page(() => import('../features/categories/CategoriesPage')) },
      { path: 'search', lazy: page(() => import('../features/search/SearchPage')) },
      { path: 'cart', lazy: page(() => import('../features/cart/CartPage')) },
      { path: 'register', lazy: page(() => import('../features/auth/RegisterPage')) },
      { path: 'login', lazy: page(() => import('../features/auth/LoginPage')) },
      { path: 'forgot-password', lazy: page(() => import('../features/auth/ForgotPasswordPage')) },
      { path: 'about', lazy: page(() => import('../features/info/AboutPage')) },
      { path: 'contact', lazy: page(() => import('../features/info/ContactPage')) },
      { path: 'policy', lazy: page(() => import('../features/info/PolicyPage')) },
      {
        path: 'dashboard/user',
        element: <RouteGuard access="user" />,
        children: [
          { index: true, lazy: page(() => import('../features/account/UserDashboardPage')) },
          { path: 'orders', lazy: page(() => import('../features/account/UserOrdersPage')) },
          { path: 'profile', lazy: page(() => import('../features/account/ProfilePage')) },
        ],
      },
      {
        path: 'dashboard/admin',
        element: <RouteGuard access="admin" />,
        children: [
          { index: true, lazy: page(() => import('../features/admin/AdminDashboardPage')) },
          { path: 'create-category', lazy: page(() => import('../features/admin/categories/ManageCategoriesPage')) },
          { path: 'create-product', lazy: page(() => import('../features/admin/products/CreateProductPage')) },
          { path: 'products', lazy: page(() => import('../features/admin/products/AdminProductsPage')) },
          { path: 'products/:slug', lazy: page(() => import('../features/admin/products/UpdateProductPage')) },
          { path: 'orders', lazy: page(() => import('../features/admin/orders/AdminOrdersPage')) },
        ],
      },
      { path: '*', lazy: page(() => import('../features/info/NotFoundPage')) },
    ],
  },
];
