// Exposed to the shell as mfe_trips/PublicTrip (module-federation.config.ts), mounted at /public-trip/:id.
import { useParams } from 'react-router-dom';
import { PublicTripPage } from '../features/public-trip/components/public-trip-page';
import type { RemoteProps } from '../lib/shell-contract';

export default function PublicTrip({ notify }: RemoteProps) {
  const { id } = useParams();
  return <PublicTripPage id={id} notify={notify} />;
}
