import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  loginInputSchema,
  passwordSchema,
  registerInputSchema,
  usernameSchema,
} from './auth.js';

describe('password rule', () => {
  it.each([
    ['Sh0rt!pass', true],
    ['Long-enough-1A', true],
    ['nouppercase1!', false],
    ['NOLOWERCASE1!', false],
    ['NoDigitsHere!', false],
    ['NoSpecial123A', false],
    ['Sh0rt!', false],
  ])('%s valid=%s', (password, valid) => {
    expect(passwordSchema.safeParse(password).success).toBe(valid);
  });
});

describe('username rule', () => {
  it.each([
    ['ab', false],
    ['abc', true],
    ['a_b-c9', true],
    ['x'.repeat(20), true],
    ['x'.repeat(21), false],
    ['has space', false],
    ['dot.name', false],
    ['ümlaut', false],
  ])('%s valid=%s', (username, valid) => {
    expect(usernameSchema.safeParse(username).success).toBe(valid);
  });
});

describe('e-mail rule', () => {
  it.each([
    ['alice@example.com', true],
    ['a.b+c@mail.example.org', true],
    ['a..b@example.com', false],
    ['no-at-sign.example.com', false],
    ['x@y', false],
  ])('%s valid=%s', (email, valid) => {
    expect(emailSchema.safeParse(email).success).toBe(valid);
  });
});

describe('auth inputs', () => {
  it('refuses unknown fields on registration', () => {
    const result = registerInputSchema.safeParse({
      username: 'alice',
      email: 'alice@example.com',
      password: 'Correct-horse-1',
      role: 'admin',
    });
    expect(result.success).toBe(false);
  });

  it('requires both login and password', () => {
    const result = loginInputSchema.safeParse({ login: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['login', 'password']);
  });
});
