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
});
