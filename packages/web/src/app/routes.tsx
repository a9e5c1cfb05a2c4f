import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { DeleteAccountPage } from '../features/accounts/pages/delete-account-page';
import { ForgotPasswordPage } from '../features/accounts/pages/forgot-password-page';
import { LoginPage } from '../features/accounts/pages/login-page';
import { ProfilePage } from '../features/accounts/pages/profile-page';
import { RegisterPage } from '../features/accounts/pages/register-page';
import { ResendValidationPage } from '../features/accounts/pages/resend-validation-page';
import { ValidationPage } from '../features/accounts/pages/validation-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { CardProductsPage } from '../features/libraries/pages/card-products-page';
import { LibraryPage } from '../features/libraries/pages/library-page';
import { PublicLibraryPage } from '../features/public-library/pages/public-library-page';
import { MyOrdersPage } from '../features/reservations/pages/my-orders-page';
import { SalesPage } from '../features/reservations/pages/sales-page';
import { LastSearchPage } from '../features/search/pages/last-search-page';
import { SearchPage } from '../features/search/pages/search-page';
import { ContactPage } from '../features/static-pages/pages/contact-page';
import { DisclaimerPage } from '../features/static-pages/pages/disclaimer-page';
import { FaqPage } from '../features/static-pages/pages/faq-page';
import { PrivacyPolicyPage } from '../features/static-pages/pages/privacy-policy-page';
import { TermsPage } from '../features/static-pages/pages/terms-page';
import { RequireSession } from './require-session';

const guarded = (element: ReactNode) => <RequireSession>{element}</RequireSession>;

/** The route map of accounts-session-shell.md §2, under the shell layout. */
export const appRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/search" replace /> },
  { path: 'search', element: <SearchPage /> },
  { path: 'search/:lastSearch', element: guarded(<LastSearchPage />) },
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'resend-validation', element: <ResendValidationPage /> },
  { path: 'validation', element: <ValidationPage /> },
  { path: 'forgotpassword', element: <ForgotPasswordPage /> },
  { path: 'delete', element: <DeleteAccountPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'disclaimer', element: <DisclaimerPage /> },
  { path: 'faq', element: <FaqPage /> },
  { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
  { path: 'privacidad', element: <PrivacyPolicyPage /> },
  { path: 'terms-and-conditions', element: <TermsPage /> },
  { path: 'public/library', element: <PublicLibraryPage /> },
  { path: 'cardProducts', element: guarded(<CardProductsPage />) },
  { path: 'profile', element: guarded(<ProfilePage />) },
  { path: 'myOrders', element: guarded(<MyOrdersPage />) },
  { path: 'sales', element: guarded(<SalesPage />) },
  { path: 'library', element: guarded(<LibraryPage />) },
  { path: 'dashboard', element: guarded(<DashboardPage />) },
  { path: '*', element: <Navigate to="/search" replace /> },
];
