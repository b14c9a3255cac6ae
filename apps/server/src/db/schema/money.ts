import { bigint } from 'drizzle-orm/pg-core';

/** A money column: int8 read as bigint (minor units). */
export const money = (name: string) => bigint(name, { mode: 'bigint' });
