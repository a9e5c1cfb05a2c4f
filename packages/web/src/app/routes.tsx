import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SearchPage } from '../features/search/pages/search-page';
import { RequireSession } from './require-session';

/**
 * The route map of accounts-session-shell.md §2, under the shell layout. Every page but the
 * landing one is its own chunk, loaded when first visited.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

export const appRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/search" replace /> },
  { path: 'search', element: <SearchPage /> },
  {
    path: 'login',
    lazy: lazyPage(
      () => import('../features/accounts/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'register',
    lazy: lazyPage(
      () => import('../features/accounts/pages/register-page'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: 'resend-validation',
    lazy: lazyPage(
      () => import('../features/accounts/pages/resend-validation-page'),
      (m) => m.ResendValidationPage,
    ),
  },
  {
    path: 'validation',
    lazy: lazyPage(
      () => import('../features/accounts/pages/validation-page'),
      (m) => m.ValidationPage,
    ),
  },
  {
    path: 'forgotpassword',
    lazy: lazyPage(
      () => import('../features/accounts/pages/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'delete',
    lazy: lazyPage(
      () => import('../features/accounts/pages/delete-account-page'),
      (m) => m.DeleteAccountPage,
    ),
  },
  {
    path: 'contact',
    lazy: lazyPage(
      () => import('../features/static-pages/pages/contact-page'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: 'disclaimer',
    lazy: lazyPage(
      () => import('../features/static-pages/pages/disclaimer-page'),
      (m) => m.DisclaimerPage,
    ),
  },
  {
    path: 'faq',
    lazy: lazyPage(
      () => import('../features/static-pages/pages/faq-page'),
      (m) => m.FaqPage,
    ),
  },
  ...['privacy-policy', 'privacidad'].map((path) => ({
    path,
    lazy: lazyPage(
      () => import('../features/static-pages/pages/privacy-policy-page'),
      (m) => m.PrivacyPolicyPage,
    ),
  })),
  {
    path: 'terms-and-conditions',
    lazy: lazyPage(
      () => import('../features/static-pages/pages/terms-page'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: 'public/library',
    lazy: lazyPage(
      () => import('../features/public-library/pages/public-library-page'),
      (m) => m.PublicLibraryPage,
    ),
  },
  {
    element: <RequireSession />,
    children: [
      {
        path: 'search/:lastSearch',
        lazy: lazyPage(
          () => import('../features/search/pages/last-search-page'),
          (m) => m.LastSearchPage,
        ),
      },
      {
        path: 'cardProducts',
        lazy: lazyPage(
          () => import('../features/libraries/pages/card-products-page'),
          (m) => m.CardProductsPage,
        ),
      },
      {
        path: 'profile',
        lazy: lazyPage(
          () => import('../features/accounts/pages/profile-page'),
          (m) => m.ProfilePage,
        ),
      },
      {
        path: 'myOrders',
        lazy: lazyPage(
          () => import('../features/reservations/pages/my-orders-page'),
          (m) => m.MyOrdersPage,
        ),
      },
      {
        path: 'sales',
        lazy: lazyPage(
          () => import('../features/reservations/pages/sales-page'),
          (m) => m.SalesPage,
        ),
      },
      {
        path: 'library',
        lazy: lazyPage(
          () => import('../features/libraries/pages/library-page'),
          (m) => m.LibraryPage,
        ),
      },
      {
        path: 'dashboard',
        lazy: lazyPage(
          () => import('../features/dashboard/pages/dashboard-page'),
          (m) => m.DashboardPage,
        ),
      },
    ],
  },
  { path: '*', element: <Navigate to="/search" replace /> },
];
