import { css } from 'styled-components';

/** Labels that wrap their field (SelectField, the panels' forms, My trips' search): name above, field below. */
export const stackedLabels = css`
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;
