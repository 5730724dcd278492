import type { INestApplication } from '@nestjs/common';
import express, { type Request, type Response } from 'express';
import { dirname, join } from 'node:path';

export const API_DOCS_PATH = '/api/docs';

/**
 * Swagger UI's start script, served as a file: the page has no inline script, so a content security policy
 * of `script-src 'self'` lets it run.
 */
const initializer = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    persistAuthorization: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
};
`;

/** `/api/docs/`: the API description in Swagger UI, from the npm package (no CDN). */
export function installApiDocs(app: INestApplication): void {
  const files = dirname(require.resolve('swagger-ui-dist/package.json'));
  app.use(API_DOCS_PATH, (request: Request, response: Response, next: () => void) => {
    if (request.originalUrl === API_DOCS_PATH) return response.redirect(301, `${API_DOCS_PATH}/`);
    if (request.path === '/swagger-initializer.js') {
      return response.type('text/javascript').set('cache-control', 'no-cache').send(initializer);
    }
    if (request.path === '/')
      return response.set('cache-control', 'no-cache').sendFile(join(files, 'index.html'));
    return next();
  });
  app.use(API_DOCS_PATH, express.static(files, { index: false, maxAge: '1h' }));
}
