import { sql, type SQL } from 'drizzle-orm';

/**
 * The staff badge of the user whose id is `userId` (an SQL expression), or null: `operator` or `ceo`
 * (staff_badges) before `ambassador` (ambassadors, decision 030). Shown instead of the earned badge
 * wherever a badge is shown (decisions 035, 038); a subquery on primary keys, so callers keep their
 * statement count.
 */
export function staffBadgeSql(userId: SQL): SQL {
  return sql`coalesce(
    (select sb.badge from staff_badges sb where sb.user_id = ${userId}),
    case when exists (select 1 from ambassadors a where a.user_id = ${userId}) then 'ambassador' end)`;
}
