import { describe, expect, test } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe('health, readiness and API docs', () => {
  const t = useTestApp();

  test('GET /api/health answers ok', async () => {
    const answer = await t.get('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ok' });
  });

  test('GET /api/ready answers ready while the database answers', async () => {
    const answer = await t.get('/api/ready');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ready', database: 'up' });
  });

  test('GET /api/docs/json is the OpenAPI description generated from the route schemas', async () => {
    const answer = await t.get('/api/docs/json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    const paths = Object.keys(answer.body.paths);
    for (const path of [
      '/api/login',
      '/api/auth/validate',
      '/api/register',
      '/api/logout',
      '/api/verify-email',
      '/api/resend-verification',
      '/api/forgot-password',
      '/api/reset-password',
      '/api/change-password',
      '/api/sessions',
      '/api/profile',
      '/api/premium',
      '/api/user/stats',
      '/api/generate-api-token',
      '/api/contact',
      '/api/ready',
    ]) {
      expect(paths).toContain(path);
    }
    const register = answer.body.paths['/api/register'].post;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.properties.sector.enum).toContain('data-analysis');
    expect(schema.required).toContain('agreed_to_terms');
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
    expect(answer.body.paths['/api/profile'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  test('GET /api/docs is a readable page', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(String(answer.body)).toContain('swagger');
  });
});

describe('GET /api/ready without a database', () => {
  test('answers 503 with a JSON error', async () => {
    const t = await createTestApp();
    try {
      await t.db.destroy();
      const answer = await t.get('/api/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        code: 'not_ready',
        detail: 'The database is not reachable',
        database: 'down',
        request_id: answer.headers['x-request-id'],
      });
    } finally {
      await t.close().catch(() => {});
    }
  });
});
