import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

// Security headers for everything the process serves (API, media and the site).
// The policy allows what the site needs: its own scripts and remotes, inline
// styles (CSS-in-JS and swagger-ui), data: images, and the embedded office map.
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Remotes and artwork are fetched by the site itself; keep cross-origin
      // resource policy same-site so dev servers on other ports can load media.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  },
  { name: 'helmet' },
);
