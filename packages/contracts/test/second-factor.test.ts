import { describe, expect, it } from 'vitest';
import {
  secondFactorConfirmSchema,
  secondFactorMessages as m,
  secondFactorReauthSchema,
  secondFactorSignInSchema,
  staffDisabledSchema,
  staffTotpRequiredSchema,
} from '../src/forms/second-factor';
import { errorsOf, parseOk } from './helpers';

describe('secondFactorSignInSchema', () => {
  it('takes a challenge with a 6-digit code (spaces dropped) or a recovery code', () => {
    expect(parseOk(secondFactorSignInSchema, { challenge: 'c', code: '123 456' })).toEqual({
      challenge: 'c',
      code: '123456',
    });
    expect(errorsOf(secondFactorSignInSchema, { challenge: 'c', recoveryCode: ' abcde-fghjk ' })).toEqual({});
  });
  it('needs one of them, and six digits', () => {
    expect(errorsOf(secondFactorSignInSchema, { challenge: 'c' })).toEqual({ code: m.codeRequired });
    expect(errorsOf(secondFactorSignInSchema, { challenge: 'c', code: '12345' })).toEqual({
      code: m.codeFormat,
    });
    expect(errorsOf(secondFactorSignInSchema, { challenge: 'c', code: '' })).toEqual({
      code: m.codeRequired,
    });
    expect(errorsOf(secondFactorSignInSchema, { challenge: 'c', recoveryCode: ' ' })).toEqual({
      recoveryCode: m.recoveryCodeRequired,
    });
    expect(errorsOf(secondFactorSignInSchema, { code: '123456' })).toEqual({ challenge: m.challengeExpired });
  });
});

describe('secondFactorConfirmSchema and secondFactorReauthSchema', () => {
  it('confirm needs a 6-digit code', () => {
    expect(errorsOf(secondFactorConfirmSchema, { code: '654321' })).toEqual({});
    expect(errorsOf(secondFactorConfirmSchema, {})).toEqual({ code: m.codeRequired });
    expect(errorsOf(secondFactorConfirmSchema, { code: 'abcdef' })).toEqual({ code: m.codeFormat });
  });
  it('re-confirmation needs the password or a code', () => {
    expect(errorsOf(secondFactorReauthSchema, { password: 'pw' })).toEqual({});
    expect(errorsOf(secondFactorReauthSchema, { code: '123456' })).toEqual({});
    expect(errorsOf(secondFactorReauthSchema, { password: '' })).toEqual({
      password: m.passwordOrCodeRequired,
    });
  });
});

describe('staff account flags', () => {
  it('are booleans', () => {
    expect(errorsOf(staffTotpRequiredSchema, { required: true })).toEqual({});
    expect(errorsOf(staffDisabledSchema, { disabled: 'yes', adminPassword: 'pw' })).toEqual({
      disabled: 'Must be true or false',
    });
  });
});
