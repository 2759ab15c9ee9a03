// Stand-ins for what the trip page composes and tests elsewhere (the map, the panels, the route photos):
// each shows only the props the page hands it. Tests swap them in with
// `vi.mock(<module>, () => import('./trip-detail.mocks'))`.

export function JourneyMap({
  stops,
  selectedDay,
  onSelectDay,
}: {
  stops: { name: string; dayNumber: number }[];
  selectedDay: number | null;
  onSelectDay: (day: number | null) => void;
}) {
  return (
    <section aria-label="Journey map" data-selected={selectedDay ?? 'all'}>
      <span>{stops.map((stop) => stop.name).join(' | ')}</span>
      <button onClick={() => onSelectDay(null)}>Complete Route</button>
      {[...new Set(stops.map((stop) => stop.dayNumber))].map((day) => (
        <button key={day} onClick={() => onSelectDay(day)}>
          Map Day {day}
        </button>
      ))}
    </section>
  );
}

export function TripPanels({ tripId, stopNames }: { tripId: number; stopNames: string[] }) {
  return (
    <section aria-label="Trip panels">
      {tripId}: {stopNames.join(', ')}
    </section>
  );
}

export function RoutePhotos({ points }: { points: { latitude: number; longitude: number }[] }) {
  return (
    <section aria-label="Route photos">
      {points.map((point) => `${point.latitude},${point.longitude}`).join(' | ')}
    </section>
  );
}
