import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadLazyParts } from './src/SiteApp/lazy-parts';
import { preloadAllSiteViews } from './src/SiteApp/site-views';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Components render as in the browser once their script parts are loaded: at once, not suspended.
beforeAll(() => Promise.all([preloadAllSiteViews(), preloadLazyParts()]));
