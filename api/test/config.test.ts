// Environment parsing: defaults, overrides and refusals, all in one place.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config';
import { REPO_ROOT } from '../src/paths';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, path.join(REPO_ROOT, '.data'));
    assert.equal(config.deployRoot, path.join(REPO_ROOT, '.data', 'site'));
    assert.equal(config.remotesUrl, '/remotes/');
    assert.equal(config.serveSourceMaps, false);
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.adminEmail, 'admin@oja.local');
    assert.equal(config.adminPassword, 'Admin@12345');
    assert.equal(config.demo, true);
    assert.equal(config.tokenTtlDays, 30);
    assert.deepEqual(config.corsOrigins, []);
    assert.equal(config.trustProxy, false);
    assert.equal(config.redisUrl, undefined);
    assert.deepEqual(config.storage, { kind: 'local' });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      OJA_DATA_DIR: '/var/lib/oja',
      DATABASE_URL: 'postgres://u@db/oja',
      OJA_SECRET: 's'.repeat(40),
      OJA_ADMIN_EMAIL: 'Boss@Example.NG',
      OJA_ADMIN_PASSWORD: 'Boss@98765',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Oja <hello@oja.ng>',
      OJA_PUBLIC_URL: 'https://oja.ng/',
      OJA_DEPLOY_ROOT: '/srv/oja-site',
      OJA_REMOTES_URL: 'https://cdn.oja.ng/remotes',
      OJA_SERVE_SOURCEMAPS: '1',
      OJA_TOKEN_TTL_DAYS: '7',
      OJA_CORS_ORIGINS: 'http://localhost:3001, http://localhost:3002',
      OJA_TRUST_PROXY: '1',
      LOG_LEVEL: 'debug',
      REDIS_URL: 'redis://cache:6379/0',
      OJA_STORAGE: 'S3',
      S3_BUCKET: 'oja-files',
      S3_FORCE_PATH_STYLE: '1',
    });
    assert.equal(config.port, 9000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dataDir, '/var/lib/oja');
    assert.equal(config.databaseUrl, 'postgres://u@db/oja');
    assert.equal(config.adminEmail, 'boss@example.ng');
    assert.equal(config.demo, false, 'no demo data on a real PostgreSQL unless asked');
    assert.equal(config.publicUrl, 'https://oja.ng');
    assert.equal(config.deployRoot, '/srv/oja-site');
    assert.equal(config.remotesUrl, 'https://cdn.oja.ng/remotes/');
    assert.equal(config.serveSourceMaps, true);
    assert.equal(config.tokenTtlDays, 7);
    assert.deepEqual(config.corsOrigins, ['http://localhost:3001', 'http://localhost:3002']);
    assert.equal(config.trustProxy, 1);
    assert.equal(config.mailFrom, 'Oja <hello@oja.ng>');
    assert.equal(config.logLevel, 'debug');
    assert.equal(config.redisUrl, 'redis://cache:6379/0');
    assert.deepEqual(config.storage, { kind: 's3', bucket: 'oja-files', forcePathStyle: true });
  });

  it('lets OJA_DEMO decide either way', () => {
    assert.equal(loadConfig({ OJA_DEMO: '0' }).demo, false);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://x/y', OJA_DEMO: '1' }).demo, true);
  });

  it('gives the demo data its orders unless OJA_DEMO_ORDERS=0, and never without the demo data', () => {
    assert.equal(loadConfig({}).demoOrders, true);
    assert.equal(loadConfig({ OJA_DEMO_ORDERS: '0' }).demoOrders, false);
    assert.equal(loadConfig({ OJA_DEMO: '0', OJA_DEMO_ORDERS: '1' }).demoOrders, false);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://x/y' }).demoOrders, false);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://x/y', OJA_DEMO: '1' }).demoOrders, true);
    assert.throws(() => loadConfig({ OJA_DEMO_ORDERS: 'some' }), /OJA_DEMO_ORDERS/);
  });

  it('refuses values it cannot use, naming the variable', () => {
    assert.throws(
      () => loadConfig({ PORT: 'eighty' }),
      (error: unknown) => error instanceof ConfigError && /PORT/.test(error.message),
    );
    assert.throws(() => loadConfig({ OJA_SECRET: 'short' }), /OJA_SECRET/);
    assert.throws(() => loadConfig({ OJA_PUBLIC_URL: 'ftp://x' }), /OJA_PUBLIC_URL/);
    assert.throws(() => loadConfig({ OJA_DEMO: 'maybe' }), /OJA_DEMO/);
    assert.throws(() => loadConfig({ OJA_TOKEN_TTL_DAYS: '0' }), /OJA_TOKEN_TTL_DAYS/);
    const secret = { OJA_SECRET: 's'.repeat(40) };
    assert.throws(() => loadConfig({ ...secret, REDIS_URL: 'http://cache' }), /REDIS_URL/);
    assert.throws(() => loadConfig({ ...secret, OJA_STORAGE: 'ftp' }), /OJA_STORAGE/);
    assert.throws(() => loadConfig({ ...secret, OJA_STORAGE: 's3' }), /S3_BUCKET/);
  });

  it('wants one OJA_SECRET for instances that share Redis or the object store', () => {
    assert.throws(() => loadConfig({ REDIS_URL: 'redis://cache' }), /OJA_SECRET/);
    assert.throws(() => loadConfig({ OJA_STORAGE: 's3', S3_BUCKET: 'b' }), /OJA_SECRET/);
  });
});

describe('OJA_REMOTES_URL', () => {
  it('refuses something that is neither a path nor an http(s) URL', () => {
    assert.throws(() => loadConfig({ OJA_REMOTES_URL: 'javascript:alert(1)' }), /OJA_REMOTES_URL/);
  });
});
