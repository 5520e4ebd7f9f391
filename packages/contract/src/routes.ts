/** Paths of the wire, relative to the server root. */
export const ROUTES = {
  health: '/healthz',
  ready: '/readyz',
  docs: '/api/docs',
  auth: {
    login: '/auth/login',
    validate: '/auth/validate',
  },
  siteConfig: {
    one: '/api/site-config',
    all: '/api/site-config/all',
    resolve: '/api/site-config/resolve',
  },
} as const;
