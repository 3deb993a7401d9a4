import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      LOG_LEVEL: 'info',
      SEED_DEMO: true,
      TOKEN_TTL_DAYS: 30,
      AUTH_RATE_LIMIT: 10,
      REQUEST_TIMEOUT_MS: 30_000,
      HEADERS_TIMEOUT_MS: 10_000,
      API_DOCS: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(path.isAbsolute(config.repoRoot)).toBe(true);
    expect(config.DATA_DIR).toBe(path.join(config.repoRoot, 'data'));
    expect(config.WEB_DIST_DIR).toBe(path.join(config.repoRoot, 'apps/web/dist'));
  });

  it('reads and converts the values that are set; an empty string counts as unset', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATA_DIR: '/srv/trails',
      DATABASE_URL: 'postgres://u:p@db.example:5432/trails',
      PUBLIC_URL: 'https://trails.example',
      TOKEN_TTL_DAYS: '7',
      AUTH_RATE_LIMIT: '',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 8080,
      DATA_DIR: '/srv/trails',
      DATABASE_URL: 'postgres://u:p@db.example:5432/trails',
      PUBLIC_URL: 'https://trails.example',
      TOKEN_TTL_DAYS: 7,
      AUTH_RATE_LIMIT: 10,
      LOG_LEVEL: 'warn',
    });
  });

  it('parses the boolean flag SEED_DEMO', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'no' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'yes' }).SEED_DEMO).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('rejects a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Invalid environment[\s\S]*PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '80.5' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ TOKEN_TTL_DAYS: '0' })).toThrow(/TOKEN_TTL_DAYS/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT: 'many' })).toThrow(/AUTH_RATE_LIMIT/);
  });

  it('reads the timeouts and API_DOCS, and refuses a headers timeout longer than the request timeout', () => {
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '2000', API_DOCS: 'false' })).toMatchObject({
      REQUEST_TIMEOUT_MS: 5000,
      HEADERS_TIMEOUT_MS: 2000,
      API_DOCS: false,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });

  it('names every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', NODE_ENV: 'staging' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/NODE_ENV/);
  });

  it('lets overrides win over the environment', () => {
    const config = loadConfig({ PORT: '8080', SEED_DEMO: 'true' }, { PORT: 0, SEED_DEMO: false });
    expect(config.PORT).toBe(0);
    expect(config.SEED_DEMO).toBe(false);
  });

  it('reads process.env when no environment is given', () => {
    const before = process.env.TOKEN_TTL_DAYS;
    process.env.TOKEN_TTL_DAYS = '12';
    try {
      expect(loadConfig().TOKEN_TTL_DAYS).toBe(12);
    } finally {
      if (before === undefined) delete process.env.TOKEN_TTL_DAYS;
      else process.env.TOKEN_TTL_DAYS = before;
    }
  });

  it('reads TRUST_PROXY as off by default, a flag, a hop count or an address list', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1');
  });
});
