import { lazy, type ComponentType } from 'react';
import { type RouteObject } from 'react-router';
import { SearchPage } from '../features/search/pages/search-page';
import { Redirect } from '../lib/redirect';
import { RequireSession } from './require-session';

/**
 * The route map (docs/product/screens.md#route-map), under the shell layout. Every page but the
 * landing one is its own chunk, loaded when first visited; the shell's one Suspense boundary waits
 * for it (navigations are transitions, so the previous page stays on screen meanwhile).
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}

export const appRoutes: RouteObject[] = [
  { index: true, element: <Redirect to="/search" /> },
  { path: 'search', element: <SearchPage /> },
  {
    path: 'login',
    element: lazyPage(
      () => import('../features/accounts/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'register',
    element: lazyPage(
      () => import('../features/accounts/pages/register-page'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: 'resend-validation',
    element: lazyPage(
      () => import('../features/accounts/pages/resend-validation-page'),
      (m) => m.ResendValidationPage,
    ),
  },
  {
    path: 'validation',
    element: lazyPage(
      () => import('../features/accounts/pages/validation-page'),
      (m) => m.ValidationPage,
    ),
  },
  {
    path: 'forgotpassword',
    element: lazyPage(
      () => import('../features/accounts/pages/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'delete',
    element: lazyPage(
      () => import('../features/accounts/pages/delete-account-page'),
      (m) => m.DeleteAccountPage,
    ),
  },
  {
    path: 'contact',
    element: lazyPage(
      () => import('../features/static-pages/pages/contact-page'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: 'disclaimer',
    element: lazyPage(
      () => import('../features/static-pages/pages/disclaimer-page'),
      (m) => m.DisclaimerPage,
    ),
  },
  {
    path: 'faq',
    element: lazyPage(
      () => import('../features/static-pages/pages/faq-page'),
      (m) => m.FaqPage,
    ),
  },
  ...['privacy-policy', 'privacidad'].map((path) => ({
    path,
    element: lazyPage(
      () => import('../features/static-pages/pages/privacy-policy-page'),
      (m) => m.PrivacyPolicyPage,
    ),
  })),
  {
    path: 'terms-and-conditions',
    element: lazyPage(
      () => import('../features/static-pages/pages/terms-page'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: 'public/library',
    element: lazyPage(
      () => import('../features/public-library/pages/public-library-page'),
      (m) => m.PublicLibraryPage,
    ),
  },
  {
    path: 'search-results',
    element: lazyPage(
      () => import('../features/search/pages/older-results-page'),
      (m) => m.OlderResultsPage,
    ),
  },
  {
    element: <RequireSession />,
    children: [
      {
        path: 'search/:lastSearch',
        element: lazyPage(
          () => import('../features/search/pages/last-search-page'),
          (m) => m.LastSearchPage,
        ),
      },
      {
        path: 'cardProducts',
        element: lazyPage(
          () => import('../features/libraries/pages/card-products-page'),
          (m) => m.CardProductsPage,
        ),
      },
      {
        path: 'profile',
        element: lazyPage(
          () => import('./profile-route'),
          (m) => m.ProfileRoute,
        ),
      },
      {
        path: 'myOrders',
        element: lazyPage(
          () => import('../features/reservations/pages/my-orders-page'),
          (m) => m.MyOrdersPage,
        ),
      },
      {
        path: 'sales',
        element: lazyPage(
          () => import('../features/reservations/pages/sales-page'),
          (m) => m.SalesPage,
        ),
      },
      {
        path: 'library',
        element: lazyPage(
          () => import('../features/libraries/pages/library-page'),
          (m) => m.LibraryPage,
        ),
      },
      {
        path: 'moderacion',
        element: lazyPage(
          () => import('../features/moderation/pages/moderation-page'),
          (m) => m.ModerationPage,
        ),
      },
      {
        path: 'dashboard',
        element: lazyPage(
          () => import('./dashboard-route'),
          (m) => m.DashboardRoute,
        ),
      },
    ],
  },
  { path: '*', element: <Redirect to="/search" /> },
];
