/**
 * The app shell (docs/product/screens.md#shell): where the top bar leads, the project's public
 * addresses shown in the footer and on the static pages, and the Spanish labels of the bars.
 */

export const SHELL_ROUTES = {
  search: '/search',
  libraries: '/dashboard?tab=librarys',
  reservations: '/dashboard?tab=my-orders',
  profile: '/profile',
  login: '/login',
  register: '/register',
  deleteAccount: '/delete',
  resendValidation: '/resend-validation',
  forgotPassword: '/forgotpassword',
  contact: '/contact',
  disclaimer: '/disclaimer',
  faq: '/faq',
  privacy: '/privacidad',
  terms: '/terms-and-conditions',
} as const;

/**
 * The dashboard's sections (docs/product/screens.md#dashboard), in sidebar order;
 * `/dashboard?tab=<value>` opens one. The first three values are the earlier product's own.
 */
export const DASHBOARD_TABS = [
  { value: 'librarys', label: 'Venta' },
  { value: 'librarys-buying', label: 'Compra' },
  { value: 'my-orders', label: 'Reservas Realizadas' },
  { value: 'sales', label: 'Reservas Recibidas' },
  { value: 'last-search', label: 'Última búsqueda' },
  { value: 'profile', label: 'Perfil' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

export const DASHBOARD_TEXTS = {
  title: 'Mi panel',
  description: 'Tus bibliotecas de venta y de compra, tus reservas y tu última búsqueda.',
  /** The phone's section menu button: 'Secciones: Reservas Recibidas'. */
  sections: (current: string) => `Secciones: ${current}`,
} as const;

/** A section's label, for the screens titled like their dashboard section. */
export const dashboardTabLabel = (value: DashboardTab): string =>
  DASHBOARD_TABS.find((tab) => tab.value === value)!.label;

export const SHELL_LABELS = {
  search: 'Buscar',
  libraries: 'Bibliotecas',
  reservations: 'Reservas',
  login: 'Iniciar sesión',
  profile: 'Perfil',
  logout: 'Cerrar sesión',
  /** The delete screen's title, and every link that leads to it. */
  deleteAccount: 'Eliminar mi cuenta',
  mainNav: 'Navegación principal',
  accountMenu: 'Menú de la cuenta',
  menu: 'Menú',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  skipToContent: 'Saltar al contenido',
  opensInNewTab: '(se abre en una pestaña nueva)',
  /** While a page's code arrives (first visit of a screen). */
  loadingPage: 'Cargando…',
} as const;

/**
 * What a guest sent away by the login guard reads on /search (docs/product/screens.md#login-guard:
 * the guard sends guests there and keeps the wanted page for after login).
 */
export const LOGIN_REQUIRED_TEXTS = {
  title: 'Iniciá sesión para ver esa página',
  body: 'Es de tu cuenta. Cuando inicies sesión te llevamos ahí.',
  register: 'Crear cuenta',
  close: 'Cerrar aviso',
} as const;

/** The project's public channels; one place to change them when an address moves. */
export const PUBLIC_CHANNELS = {
  contactEmail: 'contacto@mercadodecartas.com.ar',
  instagram: 'https://www.instagram.com/mercadodecartas.ar',
  facebook: 'https://www.facebook.com/mercadodecartas.ar',
  whatsappCommunity: 'https://chat.whatsapp.com/mercadodecartas',
  discord: 'https://discord.gg/mercadodecartas',
  feedbackForm: 'https://forms.gle/mercadodecartas-opiniones',
  donation: 'https://cafecito.app/mercadodecartas',
  androidApp: 'https://play.google.com/store/apps/details?id=ar.com.mercadodecartas',
} as const;

/** Title (the page's h1 and the footer's link text) and search-engine description per static page. */
export const STATIC_PAGES = {
  contact: {
    title: 'Contacto',
    description:
      'Escribinos por consultas, problemas con tu cuenta o sugerencias sobre Mercado de Cartas.',
  },
  disclaimer: {
    title: 'Aviso legal',
    description:
      'Quién opera Mercado de Cartas, qué hace y qué no hace como intermediario entre coleccionistas.',
  },
  faq: {
    title: 'Preguntas frecuentes',
    description:
      'Cómo funcionan las reservas, las bibliotecas, la importación de mazos y los precios de referencia en Mercado de Cartas.',
  },
  privacy: {
    title: 'Política de privacidad',
    description:
      'Qué datos personales guarda Mercado de Cartas, para qué los usa y cómo ejercer tus derechos según la Ley 25.326.',
  },
  terms: {
    title: 'Términos y condiciones',
    description:
      'Las reglas de uso de Mercado de Cartas: un intermediario tecnológico sin comisiones entre coleccionistas de Argentina.',
  },
} as const;
