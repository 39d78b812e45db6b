// Calls of the student account tests: sign-up, sign-in and verification from fresh client
// addresses, and a verified, signed-in student made through those endpoints.
import { expect } from 'vitest';
import { latestCode, type TestContext } from './test-app';

export const password = 'Nurse2024';
let ipCounter = 1;
/** A fresh client address per call keeps the per-IP limits out of tests that are not about them. */
export const freshIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`;

/** `current` gives the test file's app once its beforeAll has run. */
export function studentOnboarding(current: () => TestContext) {
  const post = (url: string, payload: object, options: { ip?: string; token?: string } = {}) =>
    current().app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      remoteAddress: options.ip ?? freshIp(),
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
  const signup = (email: string, extra: object = {}) =>
    post('/user/onboarding/signup', {
      firstName: 'Ada',
      lastName: 'Okafor',
      email,
      password,
      profession: 'Nurses',
      country: 'Nigeria',
      ...extra,
    });
  const login = (email: string, pass = password, ip?: string) =>
    post('/user/onboarding/login', { email, password: pass }, ip ? { ip } : {});
  async function verifiedStudent(email: string) {
    expect((await signup(email)).statusCode).toBe(201);
    const code = await latestCode(current(), email);
    expect((await post('/user/onboarding/verify', { email, otp: code })).statusCode).toBe(200);
    const response = await login(email);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { jwt: string; user: { id: string }; firstSignIn: boolean } }>()
      .data;
  }
  return { post, signup, login, verifiedStudent };
}
