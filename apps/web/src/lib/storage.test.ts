import { describe, expect, it } from 'vitest';
import {
  clearSession,
  getAccountType,
  getPausedTime,
  getSignedInAs,
  getToken,
  getUserData,
  pausedTimeKey,
  removePausedTime,
  saveSession,
  setAccountType,
  setCartUpdated,
  setPausedTime,
  setToken,
  setUserData,
  STORAGE_KEYS,
} from './storage';

describe('storage', () => {
  it('round-trips the user data with its cart-update flag', () => {
    const value = { userData: { firstName: 'Ada', email: 'ada@example.com' }, cartUpdated: false };
    setUserData(value);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userData)!)).toEqual(value);
    expect(getUserData()).toEqual(value);

    setCartUpdated(true);
    expect(getUserData()).toEqual({ ...value, cartUpdated: true });
  });

  it('treats corrupt or mis-shaped user data as absent', () => {
    window.localStorage.setItem(STORAGE_KEYS.userData, '{not json');
    expect(getUserData()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ userData: 'Ada' }));
    expect(getUserData()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify([1, 2]));
    expect(getUserData()).toBeNull();
    window.localStorage.setItem(
      STORAGE_KEYS.userData,
      JSON.stringify({ userData: { firstName: 42 }, cartUpdated: false }),
    );
    expect(getUserData()).toBeNull();
  });

  it('keeps the student and the admin tokens apart', () => {
    setToken('user', 'student-jwt');
    setToken('admin', 'admin-jwt');
    expect(window.localStorage.getItem(STORAGE_KEYS.userToken)).toBe('student-jwt');
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('admin-jwt');
    expect(getToken('user')).toBe('student-jwt');
    expect(getToken('admin')).toBe('admin-jwt');
  });

  it("accepts only 'user' or 'admin' as the account type", () => {
    setAccountType('admin');
    expect(getAccountType()).toBe('admin');
    window.localStorage.setItem(STORAGE_KEYS.accountType, 'superuser');
    expect(getAccountType()).toBeNull();
  });

  it('stores the paused time per exam', () => {
    setPausedTime('exam-1', 125.7);
    setPausedTime('exam-2', 30);
    expect(window.localStorage.getItem(pausedTimeKey('exam-1'))).toBe('125');
    expect(getPausedTime('exam-1')).toBe(125);
    expect(getPausedTime('exam-2')).toBe(30);
    removePausedTime('exam-1');
    expect(getPausedTime('exam-1')).toBeNull();
    expect(getPausedTime('exam-2')).toBe(30);
    window.localStorage.setItem(pausedTimeKey('exam-3'), 'soon');
    expect(getPausedTime('exam-3')).toBeNull();
  });

  it('signs in only when the account type has its token', () => {
    expect(getSignedInAs()).toBeNull();
    setAccountType('user');
    expect(getSignedInAs()).toBeNull();
    saveSession('user', 'student-jwt', { firstName: 'Ada' });
    expect(getSignedInAs()).toBe('user');
    expect(getUserData()).toEqual({ userData: { firstName: 'Ada' }, cartUpdated: false });
  });

  it('clears a session without touching the other kind', () => {
    saveSession('user', 'student-jwt', { firstName: 'Ada' });
    setToken('admin', 'admin-jwt');
    clearSession('user');
    expect(getToken('user')).toBeNull();
    expect(getUserData()).toBeNull();
    expect(getAccountType()).toBeNull();
    expect(getToken('admin')).toBe('admin-jwt');
  });
});
