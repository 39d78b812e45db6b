/** /verify?email=… : where a new account (or an unverified sign-in) enters the code. */
export function verifyPath(email: string): string {
  return `/verify?email=${encodeURIComponent(email)}`;
}
