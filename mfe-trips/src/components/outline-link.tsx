import styled from 'styled-components';

/** A link drawn as an outlined button (the share dialog's e-mail link, the trip's export downloads). */
export const OutlineLink = styled.a`
  display: inline-flex;
  padding: 0.6rem 1.2rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
