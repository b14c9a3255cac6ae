import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/** The OpenID standard claims of a token's user, as `/oauth2/userinfo` answers them. */
export async function ownerClaims(db: Executor, userId: number, issuer: string) {
  const [user] = await db
    .select({
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      avatarUrl: users.avatarUrl,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.unauthorized('The account of this token is gone');
  return {
    sub: String(userId),
    nickname: user.username,
    given_name: user.firstName,
    family_name: user.lastName,
    locale: user.locale,
    picture: user.avatarUrl ? new URL(user.avatarUrl, issuer).toString() : null,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
  };
}
