import { z } from 'zod';
import { ConfigError, parseConfig } from './load-config';
import { booleanField, portField, secretField } from './fields';

const schema = z.object({
  PORT: portField(3000),
  SECURE: booleanField(false),
  SECRET: secretField(),
});

describe('parseConfig', () => {
  it('should apply defaults and coerce types when the environment is valid', () => {
    const config = parseConfig(schema, { SECRET: 'x'.repeat(32) });
    expect(config).toEqual({ PORT: 3000, SECURE: false, SECRET: 'x'.repeat(32) });
  });

  it('should treat an empty variable as unset', () => {
    const config = parseConfig(schema, { PORT: '', SECURE: '', SECRET: 'x'.repeat(32) });
    expect(config).toEqual({ PORT: 3000, SECURE: false, SECRET: 'x'.repeat(32) });
    expect(() => parseConfig(schema, { SECRET: '' })).toThrow(/SECRET: is required/);
  });

  it('should list every bad variable at once when several are wrong', () => {
    const attempt = () => parseConfig(schema, { PORT: 'eighty', SECURE: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT/);
      expect(problems.join('\n')).toMatch(/SECURE: must be true or false/);
      expect(problems.join('\n')).toMatch(/SECRET: is required/);
    }
  });
});
