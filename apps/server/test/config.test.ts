import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 5000, embedded database in ./data', () => {
    const cfg = loadConfig({});
    expect(cfg).toMatchObject({ PORT: 5000, DATA_DIR: './data', publicUrl: 'http://localhost:5000' });
    expect(cfg.DATABASE_URL).toBeUndefined();
  });

  it('reads PORT, HOST and DATA_DIR overrides', () => {
    const cfg = loadConfig({ PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/var/lib/site' });
    expect(cfg).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', DATA_DIR: '/var/lib/site' });
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
  });

  it("takes the site's origin from PUBLIC_URL, which names an origin and nothing after it", () => {
    expect(loadConfig({}).siteOrigin).toBe('http://localhost:5000');
    expect(loadConfig({ PUBLIC_URL: 'https://www.example.com/' }).siteOrigin).toBe('https://www.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:5187' }).siteOrigin).toBe('http://127.0.0.1:5187');
    expect(loadConfig({ PUBLIC_URL: 'http://[::1]:8080' }).siteOrigin).toBe('http://[::1]:8080');
    for (const url of [
      'https://www.example.com/lumen',
      'https://www.example.com/?a=1',
      'https://user:secret@www.example.com',
      'ftp://www.example.com',
      'https://a"b.example.com',
      "https://a'b.example.com",
      'https://a&b.example.com',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: url }), url).toThrow(/PUBLIC_URL: use the site's origin only/);
    }
  });
});
