// The built-in test gateway (PAYMENT_PROVIDER=sandbox): a page served by the API that shows
// the reference and amount with Pay and Decline. It is plain HTML with a form and no script,
// so it works under the app's Content-Security-Policy (script-src 'self', form-action 'self').
import { formatPrice } from '@prepward/shared/format';
import { monthsLabel } from '@prepward/shared/schemas/commerce';
import type { PaymentGateway } from './gateway';
import { resultPagePath } from './gateway';

export const SANDBOX_PATH = '/api/v1/payments/sandbox';

export const sandboxPagePath = (reference: string) =>
  `${SANDBOX_PATH}/${encodeURIComponent(reference)}`;

export function createSandboxGateway(): PaymentGateway {
  return {
    provider: 'sandbox',
    // A path on this server: it works whatever address the student reached the app by.
    startCheckout: async ({ reference }) => ({
      checkoutUrl: sandboxPagePath(reference),
      sessionId: null,
    }),
    resumeCheckout: async ({ reference }) => sandboxPagePath(reference),
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

export type SandboxPageSale = {
  reference: string;
  amount: number;
  status: 'pending' | 'success' | 'failed';
  items: { examName: string; months: number; amount: number }[];
};

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
  body { margin: 0; background: #f1f5f9; color: #0f172a; }
  main { max-width: 32rem; margin: 2rem auto; padding: 0 1rem; }
  .card { background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 1px 3px rgb(15 23 42 / 0.12); }
  .notice { background: #fef3c7; border: 1px solid #f59e0b; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1.25rem; }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.25rem; }
  dt { color: #475569; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  ul { padding-left: 1.25rem; margin: 0 0 1.25rem; } li { margin-bottom: 0.25rem; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  button, .link { font: inherit; font-weight: 600; border-radius: 8px; padding: 0.7rem 1.4rem; cursor: pointer; text-decoration: none; }
  .pay { background: #0f766e; color: #fff; border: 0; }
  .decline { background: #fff; color: #b91c1c; border: 1px solid #b91c1c; }
  .link { display: inline-block; background: #0f766e; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main><div class="card">${body}</div></main></body>
</html>`;
}

const NOTICE = `<p class="notice" role="note"><strong>Test payment gateway.</strong> This page stands in for a real payment provider so the product can be tried: no card is asked for and no money is taken.</p>`;

/** The gateway page of one sale. */
export function renderSandboxPage(sale: SandboxPageSale): string {
  const reference = escapeHtml(sale.reference);
  const details = `<dl>
<dt>Reference</dt><dd data-testid="sandbox-reference">${reference}</dd>
<dt>Amount</dt><dd data-testid="sandbox-amount">${escapeHtml(formatPrice(sale.amount))} USD</dd>
</dl>
<ul aria-label="Items">${sale.items
    .map(
      (item) =>
        `<li>${escapeHtml(item.examName)}: ${monthsLabel(item.months)}, ${escapeHtml(formatPrice(item.amount))}</li>`,
    )
    .join('')}</ul>`;
  if (sale.status !== 'pending') {
    return page(
      'Payment already completed',
      `${NOTICE}<h1>This payment is already ${sale.status === 'success' ? 'paid' : 'declined'}</h1>${details}
<div class="actions"><a class="link" href="${escapeHtml(resultPagePath(sale.reference))}">See the result</a></div>`,
    );
  }
  return page(
    'Test payment',
    `${NOTICE}<h1>Pay for your exams</h1>${details}
<form method="post" action="${escapeHtml(sandboxPagePath(sale.reference))}" class="actions">
<button type="submit" name="outcome" value="pay" class="pay">Pay ${escapeHtml(formatPrice(sale.amount))}</button>
<button type="submit" name="outcome" value="decline" class="decline">Decline</button>
</form>`,
  );
}

export function renderSandboxNotFound(): string {
  return page(
    'Payment not found',
    `${NOTICE}<h1>Payment not found</h1><p>There is no test payment with this reference.</p>
<div class="actions"><a class="link" href="/user/cart">Back to the cart</a></div>`,
  );
}
