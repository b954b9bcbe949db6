import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, partnerLoginSchema, setPasswordSchema } from '../src/forms/partner-portal';
import { errorsOf, repeat } from './helpers';

describe('partnerLoginSchema', () => {
  it('accepts a valid login', () => {
    expect(errorsOf(partnerLoginSchema, { email: 'p@example.com', password: '123456' })).toEqual({});
  });
  it('gives the spec messages', () => {
    expect(errorsOf(partnerLoginSchema, { email: 'p', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(errorsOf(partnerLoginSchema, {})).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });
  it('caps the password at 128', () => {
    expect(errorsOf(partnerLoginSchema, { email: 'p@example.com', password: repeat(129) })).toEqual({
      password: 'Password must be at most 128 characters',
    });
  });
});

describe('setPasswordSchema', () => {
  const valid = { token: 'tok', password: 'correct horse', confirmPassword: 'correct horse' };
  it('accepts matching passwords', () => {
    expect(errorsOf(setPasswordSchema, valid)).toEqual({});
    expect(
      errorsOf(setPasswordSchema, { ...valid, password: repeat(128), confirmPassword: repeat(128) }),
    ).toEqual({});
  });
  it('gives the length messages', () => {
    expect(errorsOf(setPasswordSchema, { ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(
      errorsOf(setPasswordSchema, { ...valid, password: repeat(129), confirmPassword: repeat(129) }),
    ).toEqual({
      password: 'Password must be at most 128 characters',
    });
  });
  it('reports a mismatch on confirmPassword, even when other fields fail', () => {
    expect(errorsOf(setPasswordSchema, { ...valid, confirmPassword: 'other' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(errorsOf(setPasswordSchema, { token: '', password: 'short', confirmPassword: 'other' })).toEqual({
      token: 'The link is invalid or has expired',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('needs a valid email', () => {
    expect(errorsOf(forgotPasswordSchema, { email: 'p@example.com' })).toEqual({});
    expect(errorsOf(forgotPasswordSchema, { email: 'p' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});
