import type { DashboardTrip } from '../api/dashboard-trips';

export const tripTitle = (trip: Pick<DashboardTrip, 'title'>): string => trip.title.trim() || 'Untitled Trip';

export const tripDescription = (
  trip: Pick<DashboardTrip, 'description' | 'startLocation' | 'endLocation'>,
): string => trip.description?.trim() || `Journey from ${trip.startLocation} to ${trip.endLocation}`;

/** 'planning' -> 'Planning' */
export const statusLabel = (status: string): string =>
  status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Planning';
