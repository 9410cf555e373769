import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

// Security headers for everything the process serves (API, media and the site).
// The policy allows what the site needs: its own scripts and remotes, inline
// styles (CSS-in-JS and swagger-ui), data: images, and the embedded office map.
export const helmetOptions = {
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
  crossOriginResourcePolicy: { policy: 'same-site' as const },
};

/**
 * Browser capabilities the site never uses, switched off for it and for anything
 * it might frame. Only features Chromium recognises are named (an unknown one is a
 * console warning on every page). The share panel's navigator.share is left alone:
 * its feature (web-share) is allowed to the site itself by default, and naming it
 * warns in browsers without it.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The policy with the CDN origins remote versions may load from (RELEASE_CDN_ORIGINS):
 * their scripts, styles, fonts, images and manifests (fetched) are allowed too.
 */
function withCdnOrigins(origins: string[]): typeof helmetOptions {
  const { directives } = helmetOptions.contentSecurityPolicy;
  const add = (sources: string[]) => [...sources, ...origins];
  return {
    ...helmetOptions,
    contentSecurityPolicy: {
      directives: { ...directives, scriptSrc: add(directives.scriptSrc), styleSrc: add(directives.styleSrc), imgSrc: add(directives.imgSrc), fontSrc: add(directives.fontSrc), connectSrc: add(directives.connectSrc) },
    },
  };
}

/** Sets helmet's headers (one middleware, its policy parsed once) and the Permissions-Policy. */
function securityHeaders(options: typeof helmetOptions): (request: IncomingMessage, response: ServerResponse) => void {
  const applyHelmet = helmet(options);
  return (request, response) => {
    applyHelmet(request, response, () => undefined);
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  };
}

/**
 * The same headers on a response that never went through the request hooks: the
 * answers Fastify gives before routing (a malformed URL) and to a malformed request
 * (error-handler.ts).
 */
export const setSecurityHeaders = securityHeaders(helmetOptions);

/**
 * Every answer gets the headers, from the one helmet middleware built above.
 * (@fastify/helmet built a new one, parsing the whole policy again, for every
 * request: 23 µs of each, a fifth of what /api/health costs.)
 */
export default fp(
  async (app, opts: { cdnOrigins?: string[] }) => {
    const cdnOrigins = opts.cdnOrigins ?? [];
    const set = cdnOrigins.length > 0 ? securityHeaders(withCdnOrigins(cdnOrigins)) : setSecurityHeaders;
    app.addHook('onRequest', (request, reply, done) => {
      set(request.raw, reply.raw);
      done();
    });
  },
  { name: 'helmet' },
);
