import type { LodgingPreference, Pace, ProfileInterest, TravelStyle } from '@byway/contracts/rules';
import { apiRequest } from '@byway/web-ui';

/** The body of PATCH /api/profile (contracts/rest: updateProfileRequestSchema). */
export interface UpdateProfileBody {
  interests: ProfileInterest[];
  travelStyle: TravelStyle;
  preferredPace: Pace;
  lodgingPreference: LodgingPreference;
}

/** PATCH /api/profile (spec 7): the profile wizard's four answers. */
export async function updateProfile(body: UpdateProfileBody): Promise<void> {
  await apiRequest('PATCH', '/api/profile', body);
}
