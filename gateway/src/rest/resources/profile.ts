import type { UserResponse } from '@byway/contracts/rest';
import { bodyAsInput, graphqlRoute, json, ok, type RestRoute } from '../route-table.js';
import { USER_FIELDS } from './fields.js';

/** The profile wizard and onboarding saves (spec 7); both answer the updated user. */
export const PROFILE_ROUTES: RestRoute[] = [
  graphqlRoute({
    id: 'updateProfile',
    method: 'patch',
    path: '/api/profile',
    tag: 'Account',
    summary: "Save the profile wizard's answers (at least 3 interests, one of each choice)",
    auth: 'signed-in',
    body: json('UpdateProfileRequest'),
    answers: [ok('User', 'The updated traveller.')],
    graphql: `mutation RestUpdateProfileMutation($input: ProfileInput!) {
  updateProfile(input: $input) { ${USER_FIELDS} }
}`,
    variables: bodyAsInput,
    answer: (data: { updateProfile: UserResponse }) => data.updateProfile,
  }),
  graphqlRoute({
    id: 'completeOnboarding',
    method: 'post',
    path: '/api/complete-onboarding',
    tag: 'Account',
    summary: "Save the onboarding wizard's five answers",
    auth: 'signed-in',
    body: json('CompleteOnboardingRequest'),
    answers: [ok('User', 'The updated traveller.')],
    graphql: `mutation RestCompleteOnboardingMutation($input: OnboardingInput!) {
  completeOnboarding(input: $input) { ${USER_FIELDS} }
}`,
    variables: bodyAsInput,
    answer: (data: { completeOnboarding: UserResponse }) => data.completeOnboarding,
  }),
];
