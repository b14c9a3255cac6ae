import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '@/testing/current-user';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { getCurrentUser } from './current-user';

const CURRENT_USER = 'GET /rest/v1/users/current_user';

describe('getCurrentUser', () => {
  it('returns the signed-in user', async () => {
    mockFetch({ [CURRENT_USER]: { body: { data: buildCurrentUser({ username: 'bob' }) } } });

    await expect(getCurrentUser()).resolves.toMatchObject({ username: 'bob', isLogged: true });
  });

  it('returns null for an anonymous visitor, whether answered with 401 or isLogged false', async () => {
    mockFetch({ [CURRENT_USER]: apiError(401, 'ERROR_UNAUTHORIZED', 'Log in') });
    await expect(getCurrentUser()).resolves.toBeNull();

    mockFetch({ [CURRENT_USER]: { body: { data: { isLogged: false } } } });
    await expect(getCurrentUser()).resolves.toBeNull();
  });

  it('lets other failures through', async () => {
    mockFetch({ [CURRENT_USER]: apiError(500, 'ERROR_INTERNAL', 'Internal error') });

    await expect(getCurrentUser()).rejects.toMatchObject({ status: 500 });
  });
});
