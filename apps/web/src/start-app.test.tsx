import { describe, expect, it } from 'vitest';
import { showsInApp } from './start-app.tsx';

describe('the paths a public page hands over to the app when a link is followed', () => {
  it('are the routes the app renders, and the paths that redirect', () => {
    for (const path of ['/', '/about', '/products/lumen-max', '/docs/api', '/admin', '/partner-signup']) {
      expect(showsInApp(path), path).toBe(true);
    }
  });

  it('leave the server-filled App Store and unknown paths to a document load', () => {
    for (const path of ['/app-store', '/app-store/some-app', '/no-such-page', '/api/form-token']) {
      expect(showsInApp(path), path).toBe(false);
    }
  });
});
