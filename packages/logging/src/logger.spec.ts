import { Writable } from 'node:stream';
import { createLogger } from './logger';
import { correlationIdFrom, runWithCorrelationId } from './correlation';

function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ service: 'test', destination }), lines };
}

describe('createLogger', () => {
  it('should add the correlation id when logging inside a request', () => {
    const { logger, lines } = captureLogger();
    runWithCorrelationId('req-12345678', () => logger.info('hello'));
    expect(lines[0]).toMatchObject({ service: 'test', correlationId: 'req-12345678', msg: 'hello' });
  });

  it('should redact passwords and cookies when they are logged', () => {
    const { logger, lines } = captureLogger();
    logger.info(
      { input: { username: 'ann', password: 'hunter22' }, headers: { cookie: 'sid=abc' } },
      'login',
    );
    const text = JSON.stringify(lines[0]);
    expect(text).not.toContain('hunter22');
    expect(text).not.toContain('sid=abc');
    expect(text).toContain('ann');
  });
});

describe('correlationIdFrom', () => {
  it('should keep a well-formed id and replace a malformed one', () => {
    expect(correlationIdFrom('abcdef12-3456')).toBe('abcdef12-3456');
    expect(correlationIdFrom('bad id\nwith newline')).toMatch(/^[0-9a-f-]{36}$/);
    expect(correlationIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
