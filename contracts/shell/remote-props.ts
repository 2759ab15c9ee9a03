// The whole contract between the shell (host) and its Module Federation remotes. Remotes receive these
// props on every exposed module; everything else they need (router, Apollo client, theme) comes from the
// shell's providers through the shared singletons. Keep this file free of runtime imports: both sides
// compile it into their own bundles.
import type { DistanceUnitPreference } from '../rules/distance-units';

/** The signed-in traveller as the shell knows them (GET /api/auth/session's `user`). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** False until onboarding completes; absent when the server does not send it. */
  profileCompleted?: boolean;
  interests?: string[];
  travelStyle?: string | null;
  preferredPace?: string | null;
  lodgingPreference?: string | null;
  /** 'Distance units' of the profile: mi, km, or 'country' (each trip in its country's unit). */
  distanceUnits?: DistanceUnitPreference | null;
}

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Shows one toast in the shell's notification region (one at a time, 5000 ms). */
export type Notify = (toast: ToastInput) => void;

/** Props the shell passes to every exposed remote module. */
export interface RemoteProps {
  /** null when signed out (public routes such as /trip-packs). */
  user: CurrentUser | null;
  notify: Notify;
  /**
   * Re-reads the signed-in traveller (GET /api/auth/session) after a remote changed them (profile saved,
   * onboarding completed, account deleted), so every screen sees the new preferences. Resolves with the
   * user, or null when signed out.
   */
  refreshUser?: () => Promise<CurrentUser | null>;
}

/** The exposed modules the shell mounts, as `remoteName/expose` ids for the federation runtime. */
export const REMOTE_MODULES = {
  dashboard: 'mfe_trips/Dashboard',
  publicTrip: 'mfe_trips/PublicTrip',
  tripDetail: 'mfe_trips/TripDetail',
  tripBuilder: 'mfe_trips/TripBuilder',
  trips: 'mfe_trips/Trips',
  testMap: 'mfe_trips/TestMap',
  tripPacks: 'mfe_discovery/TripPacks',
  hiddenGems: 'mfe_discovery/HiddenGems',
  community: 'mfe_discovery/Community',
  geoTaggedImages: 'mfe_discovery/GeoTaggedImages',
  profile: 'mfe_account/Profile',
  onboarding: 'mfe_account/Onboarding',
  profileSetup: 'mfe_account/ProfileSetup',
  achievements: 'mfe_account/Achievements',
} as const;

export type RemoteModuleId = (typeof REMOTE_MODULES)[keyof typeof REMOTE_MODULES];

/** Reads an unknown JSON user (GET /api/auth/session's `user`, /api/auth/user); anything without an id and email is "no user". */
export function toCurrentUser(value: unknown): CurrentUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if ((typeof record.id !== 'string' && typeof record.id !== 'number') || typeof record.email !== 'string') {
    return null;
  }
  const text = (key: string): string | null =>
    typeof record[key] === 'string' ? (record[key] as string) : null;
  const user: CurrentUser = {
    id: String(record.id),
    email: record.email,
    firstName: text('firstName'),
    lastName: text('lastName'),
    profileImageUrl: text('profileImageUrl'),
    travelStyle: text('travelStyle'),
    preferredPace: text('preferredPace'),
    lodgingPreference: text('lodgingPreference'),
  };
  if (typeof record.profileCompleted === 'boolean') user.profileCompleted = record.profileCompleted;
  if (Array.isArray(record.interests)) {
    user.interests = record.interests.filter((item): item is string => typeof item === 'string');
  }
  // Spelled out rather than imported from the rule: this file stays free of runtime imports.
  const units = record.distanceUnits;
  if (units === 'mi' || units === 'km' || units === 'country') user.distanceUnits = units;
  return user;
}
