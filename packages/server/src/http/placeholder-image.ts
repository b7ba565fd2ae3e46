import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { placeholderImageUrl } from '@kmx/domain/catalogue';
import type { Express } from 'express';

/**
 * Spec public-site 5: the picture shown wherever a product, service or classification has none.
 * The site serves it itself (the ui package owns the drawing), so it never depends on an upstream.
 */
export function servePlaceholderImage(app: Express): void {
  const svg = readFileSync(createRequire(import.meta.url).resolve('@kmx/ui/placeholder.svg'));
  app.get(placeholderImageUrl, (_request, response) => {
    response
      .type('image/svg+xml')
      .set('cache-control', 'public, max-age=86400')
      .set('x-content-type-options', 'nosniff')
      // An SVG opened on its own must not run anything.
      .set('content-security-policy', "default-src 'none'; sandbox")
      .send(svg);
  });
}
