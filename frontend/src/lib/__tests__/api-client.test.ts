import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ApiError, apiJson, apiRequest, describeError, readServerMessage } from '@/lib/api-client';
import { mockApi, requestBodies } from '@/testing/mock-api';

describe('api client', () => {
  it('should send JSON with the session cookie', async () => {
    const fetchMock = mockApi({ 'POST /api/things': { status: 201, body: { id: 1 } } });

    await apiRequest('POST', '/api/things', { name: 'x' });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
    expect(requestBodies(fetchMock, 'POST /api/things')).toEqual([{ name: 'x' }]);
  });

  it('should fail with "status: response text" on a non-ok answer', async () => {
    mockApi({ 'GET /api/thing': { status: 409, body: { message: 'Username already taken' } } });

    const failure = apiRequest('GET', '/api/thing');

    await expect(failure).rejects.toThrow('409: {"message":"Username already taken"}');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });

  it('should fall back to the status text when the answer has no body', async () => {
    mockApi({ 'GET /api/thing': { status: 503, statusText: 'Service Unavailable' } });

    await expect(apiRequest('GET', '/api/thing')).rejects.toThrow('503: Service Unavailable');
  });

  it('should check the JSON answer against the schema', async () => {
    mockApi({ 'GET /api/thing': { status: 200, body: { name: 7 } } });

    await expect(apiJson('GET', '/api/thing', z.object({ name: z.string() }))).rejects.toThrow();
  });

  it("should read the server's message field, and nothing from other bodies", () => {
    expect(readServerMessage(new ApiError(401, 'Unauthorized', '{"message":"Wrong password"}'))).toBe(
      'Wrong password',
    );
    expect(readServerMessage(new ApiError(500, 'Internal Server Error', 'oops'))).toBeUndefined();
    expect(readServerMessage(new Error('offline'))).toBeUndefined();
  });

  it("should describe an error by the server's message, else by its own text", () => {
    expect(describeError(new ApiError(409, 'Conflict', '{"message":"Username taken"}'))).toBe(
      'Username taken',
    );
    expect(describeError(new ApiError(502, 'Bad Gateway', ''))).toBe('502: Bad Gateway');
    expect(describeError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
