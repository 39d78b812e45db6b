import { ToneBadge } from './tone-badge';

/** A sale's colour: pending is yellow, success is green, anything else is red. */
function saleStatusColor(status: string): 'yellow' | 'green' | 'red' {
  if (status === 'pending') return 'yellow';
  if (status === 'success') return 'green';
  return 'red';
}

export function SaleStatusBadge({ status }: { status: string }) {
  return (
    <ToneBadge tone={saleStatusColor(status)} data-testid="sale-status">
      {status}
    </ToneBadge>
  );
}
