import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { captureLogs } from '../test/log-capture';
import { rawGet } from '../test/raw-http';

describe('malformed percent-encoding, through the real logger and a real socket', () => {
  const logs = captureLogs('info');
  const suite = useTestApp({}, { logger: logs.logger, listen: true });

  it.each([
    ['a query key', '/api/health?%=1', 200],
    ['a query value', '/api/health?token=%E0%A4%A', 200],
    ['a broken key and value', '/api/health?%zz=%', 200],
    ['the path', '/api/%E0%A4%A', 400],
    ['a page path', '/%ff%', 400],
  ])('in %s: the server answers and keeps serving', async (_where, target, status) => {
    const answer = await rawGet(suite.port, target);
    expect(answer.status).toBe(status);
    if (status >= 400) {
      expect(answer.body).toMatch(
        /^\{"code":"[A-Z]+-\d{3}","message":"[^"]+","requestId":"[^"]+"\}$/,
      );
      expect(JSON.parse(answer.body).requestId).toBe(answer.headers['x-request-id']);
    }
    expect((await rawGet(suite.port, '/api/health')).status).toBe(200);
  });

  it('in a cookie: the request is answered as anonymous', async () => {
    const answer = await rawGet(suite.port, '/api/user', [
      'Cookie: auth_token=%E0%A4%A; XSRF-TOKEN=%',
    ]);
    expect(answer.status).toBe(401);
    expect((await rawGet(suite.port, '/api/health')).status).toBe(200);
  });

  it('logs the request line without throwing', () => {
    expect(logs.text()).toContain('/api/health?%=1');
  });
});
