/**
 * What the end-to-end server is started with beyond the defaults (global-setup.ts), for the tests
 * that depend on it.
 *
 * Every request of the suite comes from 127.0.0.1, so the per-address limits of sign-in would add
 * up the whole suite's attempts (its wrong passwords on purpose included) and refuse tests that
 * have nothing to do with them: they are set out of reach. So is the sign-up's (which also counts
 * the confirmations of issue 21): its limit is tested on the API (signups.test.ts). The per-account threshold stays small
 * and known, for the test that locks an account (admin-people.test.ts).
 */
export const LOCKOUT_THRESHOLD = 3;

export const SERVER_SETTINGS: Record<string, string> = {
  LOCKOUT_THRESHOLD: String(LOCKOUT_THRESHOLD),
  ADDRESS_LOCKOUT_THRESHOLD: "1000",
  LOGIN_RATE_LIMIT: "1000",
  SIGNUP_RATE_LIMIT: "1000",
};
