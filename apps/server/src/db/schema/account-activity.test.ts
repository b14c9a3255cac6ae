import { describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPT_RESULTS } from '@p2p/shared';
import { LOGIN_RESULTS } from './account-activity.js';

// The schema keeps its own copy (drizzle-kit loads schema files without the workspace's source
// alias); this keeps the copy and the API's list the same.
describe('login results', () => {
  it('are the same in the database check and in the API', () => {
    expect([...LOGIN_RESULTS]).toEqual([...LOGIN_ATTEMPT_RESULTS]);
  });
});
