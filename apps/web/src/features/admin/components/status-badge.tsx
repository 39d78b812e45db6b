import { ToneBadge } from '../../../components/tone-badge';

/** Whether a report or a request still waits on someone: orange while open, else gray. */
export function OpenBadge({
  open,
  openLabel = 'Open',
  closedLabel,
}: {
  open: boolean;
  openLabel?: string;
  closedLabel: string;
}) {
  return <ToneBadge tone={open ? 'orange' : 'gray'}>{open ? openLabel : closedLabel}</ToneBadge>;
}
