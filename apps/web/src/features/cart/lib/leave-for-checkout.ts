/** Sends the browser to the payment page (the sandbox gateway or Stripe Checkout). */
export function leaveForCheckout(url: string): void {
  window.location.assign(url);
}
