// The journey map: Leaflet markers per stop coloured by day, a route polyline, day chips and full screen.
// (Placeholder with the final props; the map itself follows.)

export interface JourneyMapStop {
  name: string;
  lat: number | null;
  lng: number | null;
  dayNumber: number;
  orderInDay: number;
  category: string | null;
}

export interface JourneyMapProps {
  stops: JourneyMapStop[];
  selectedDay: number | null;
  onSelectDay: (day: number | null) => void;
}

export function JourneyMap(props: JourneyMapProps) {
  return <section aria-label="Journey map" data-stops={props.stops.length} />;
}
