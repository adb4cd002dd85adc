import { z } from 'zod';
import { ConfigurationError, durationSeconds, loadConfig, serviceConfigSchema } from './load-config';

const valid = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/atelier',
  AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('loadConfig', () => {
  it('applies defaults to a valid environment', () => {
    const config = loadConfig(serviceConfigSchema, valid);
    expect(config).toMatchObject({
      AMQP_PREFIX: 'atelier',
      SEED_DEMO: false,
      RPC_TIMEOUT_MS: 10_000,
      LOG_LEVEL: 'info',
    });
  });

  it('names every bad or missing setting in one line', () => {
    const attempt = () =>
      loadConfig(serviceConfigSchema, { ...valid, DATABASE_URL: 'mysql://x', REDIS_URL: undefined });
    expect(attempt).toThrow(ConfigurationError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
      expect(message).toContain('REDIS_URL: is required');
    }
  });

  it('parses booleans strictly', () => {
    expect(loadConfig(serviceConfigSchema, { ...valid, SEED_DEMO: 'yes' }).SEED_DEMO).toBe(true);
    expect(() => loadConfig(serviceConfigSchema, { ...valid, SEED_DEMO: 'maybe' })).toThrow('SEED_DEMO');
  });

  it('reads durations in seconds', () => {
    const schema = z.object({ TTL: durationSeconds('15m') });
    expect(loadConfig(schema, {}).TTL).toBe(900);
    expect(loadConfig(schema, { TTL: '1h' }).TTL).toBe(3600);
    expect(loadConfig(schema, { TTL: '45' }).TTL).toBe(45);
    expect(() => loadConfig(schema, { TTL: 'soon' })).toThrow('TTL: must be a duration');
  });
});
