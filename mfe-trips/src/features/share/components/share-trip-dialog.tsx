import type { Notify } from '../../../lib/shell-contract';

export interface ShareTripDialogTrip {
  id: number;
  title: string;
  startLocation: string;
  endLocation: string;
  totalDays: number;
  description: string | null;
  isPublic: boolean;
}

export interface ShareTripDialogProps {
  trip: ShareTripDialogTrip;
  open: boolean;
  onClose: () => void;
  isOwner: boolean;
  notify: Notify;
}

export function ShareTripDialog(props: ShareTripDialogProps) {
  if (!props.open) return null;
  return (
    <div role="dialog" aria-modal="true" aria-label="Share Your Trip">
      Share Your Trip
    </div>
  );
}
