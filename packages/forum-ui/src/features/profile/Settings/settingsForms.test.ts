import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarProblem,
  passwordBody,
  preferenceDefaults,
  profileBody,
  validatePassword,
  validateProfile,
} from './settingsForms.ts';

const image = (size: number, type = 'image/png') => ({ size, type });

describe('profile', () => {
  it('needs a name and an e-mail', () => {
    expect(validateProfile({ name: ' ', email: '', avatar: null })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
    });
    expect(validateProfile({ name: 'Ana', email: 'ana@example.ph', avatar: null })).toEqual({});
  });
  it("refuses an avatar of 5MB or more: 'Avatar file size must be less than 5MB'", () => {
    expect(avatarProblem(image(AVATAR_MAX_BYTES))).toBe('Avatar file size must be less than 5MB');
    expect(avatarProblem(image(AVATAR_MAX_BYTES - 1))).toBeUndefined();
  });
  it('refuses a file that is not an image', () => {
    expect(avatarProblem(image(10, 'application/pdf'))).toMatch(/image file/);
    expect(avatarProblem(null)).toBeUndefined();
  });
  it('sends the trimmed name and e-mail', () => {
    expect(profileBody({ name: ' Ana ', email: ' ana@example.ph ', avatar: null })).toEqual({
      name: 'Ana',
      email: 'ana@example.ph',
    });
  });
});

describe('password', () => {
  const base = { currentPassword: 'old', newPassword: 'secret1', confirmPassword: 'secret1' };
  it('accepts a long enough, confirmed new password', () => {
    expect(validatePassword(base)).toEqual({});
  });
  it("'Password must be at least 6 characters long!'", () => {
    expect(validatePassword({ ...base, newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: 'Password must be at least 6 characters long!',
    });
  });
  it('"New passwords don\'t match!"', () => {
    expect(validatePassword({ ...base, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: "New passwords don't match!",
    });
  });
  it('needs the current password', () => {
    expect(validatePassword({ ...base, currentPassword: '' })).toEqual({
      currentPassword: 'Please enter your current password',
    });
  });
  it('sends the names the server expects, passwords exactly as typed', () => {
    expect(passwordBody({ ...base, newPassword: ' s p ', confirmPassword: ' s p ' })).toEqual({
      current_password: 'old',
      password: ' s p ',
      password_confirmation: ' s p ',
    });
  });
});

describe('preferences', () => {
  it('fills what the server did not send with the defaults', () => {
    expect(preferenceDefaults(undefined)).toEqual({
      theme: 'system',
      email_notifications: true,
      reply_notifications: true,
      mention_notifications: true,
    });
    expect(preferenceDefaults({ theme: 'dark', reply_notifications: false })).toMatchObject({
      theme: 'dark',
      reply_notifications: false,
    });
  });
});
