/** The place line of a photo: its location name, then city and state when known. */
export function placeLine(photo: {
  locationName: string;
  city: string | null;
  state: string | null;
}): string {
  return [photo.locationName, photo.city, photo.state].filter((part) => part && part.trim()).join(', ');
}
