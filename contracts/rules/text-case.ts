/**
 * The first letter upper-cased, the rest as written: 'nature' -> 'Nature', 'the trip planner' -> 'The trip
 * planner', '' -> ''. Services (route names, error messages) and front-ends (labels) read the same.
 */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
