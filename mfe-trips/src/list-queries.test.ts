import { visit, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DashboardTripsQuery } from './features/dashboard/api/dashboard-trips';
import { MyTripsQuery } from './features/trip-list/api/my-trips';

/** Every field a document selects, by name. */
function selectedFields(document: DocumentNode): Set<string> {
  const names = new Set<string>();
  visit(document, { Field: (node) => void names.add(node.name.value) });
  return names;
}

// A trip's plan is ~30 KB and stored apart from its summary (services/trips): lists of trips must never
// ask for it, or every dashboard load reads every plan of the traveller.
describe('trip lists read summaries only', () => {
  it.each([
    ['the dashboard', DashboardTripsQuery],
    ['/trips', MyTripsQuery],
  ])('%s selects no itinerary, route options or stops', (_, document) => {
    const fields = selectedFields(document);
    expect(fields.has('myTrips')).toBe(true);
    for (const planField of ['itinerary', 'routeOptions', 'stops', 'dailySegments'])
      expect(fields.has(planField)).toBe(false);
  });
});
