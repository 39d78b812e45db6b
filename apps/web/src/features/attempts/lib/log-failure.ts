/** Pause, resume and end failures are only logged; the page goes on. */
export function logFailure(action: string, error: unknown): void {
  console.error(`${action} failed`, error);
}
