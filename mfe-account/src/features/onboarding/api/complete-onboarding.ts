import type {
  GroupSize,
  LodgingPreference,
  Pace,
  ProfileInterest,
  TravelStyle,
} from '@byway/contracts/rules';
import { apiRequest } from '@byway/web-ui';

/** The body of POST /api/complete-onboarding (contracts/rest: completeOnboardingRequestSchema). */
export interface CompleteOnboardingBody {
  interests: ProfileInterest[];
  travelStyle: TravelStyle;
  preferredPace: Pace;
  lodgingPreference: LodgingPreference;
  groupSize: GroupSize;
}

/** POST /api/complete-onboarding (spec 7): the five answers; the profile then counts as completed. */
export async function completeOnboarding(body: CompleteOnboardingBody): Promise<void> {
  await apiRequest('POST', '/api/complete-onboarding', body);
}
