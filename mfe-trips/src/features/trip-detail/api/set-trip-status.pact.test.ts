import { describe, expect, it } from 'vitest';
import { mfeTripsPact, tripMutationPact } from '../../../testing/pact';
import { SetTripStatusMutation } from './set-trip-status';

// Consumer contract of 'Start trip' on the trip page, sending the very document the page sends.
const pact = mfeTripsPact();

describe('mfe-trips SetTripStatus mutation', () => {
  it('starts one of the traveller’s own trips', () =>
    tripMutationPact(pact, {
      operation: 'SetTripStatus',
      description: 'the trip page starting the trip',
      document: SetTripStatusMutation,
      field: 'setTripStatus',
      variables: { status: 'in_progress' },
      answer: { status: 'in_progress' },
      check: (data) => expect(data?.setTripStatus.status).toBe('in_progress'),
    }));
});
