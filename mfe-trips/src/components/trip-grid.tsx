import styled, { useTheme } from 'styled-components';

/** The grid of trip cards (dashboard and My trips). */
export const TripGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
`;

/** A trip card's gradient: one of the theme's card gradients, picked by trip id. */
export function useTripGradient(): (tripId: number) => string {
  const theme = useTheme();
  const gradients = theme.gradients.cards;
  return (tripId) => gradients[tripId % gradients.length] ?? theme.gradients.hero;
}
