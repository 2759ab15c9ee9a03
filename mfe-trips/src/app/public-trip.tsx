// Exposed to the shell as mfe_trips/PublicTrip (module-federation.config.ts), mounted at /public-trip/:id.
import { useParams } from 'react-router-dom';
import { PublicTripPage } from '../features/public-trip/components/public-trip-page';
import { DistanceUnitPreferenceContext } from '../lib/distance';
import type { RemoteProps } from '../lib/shell-contract';

export default function PublicTrip({ notify, user }: RemoteProps) {
  const { id } = useParams();
  return (
    <DistanceUnitPreferenceContext.Provider value={user?.distanceUnits ?? null}>
      <PublicTripPage id={id} notify={notify} />
    </DistanceUnitPreferenceContext.Provider>
  );
}
