import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The centred column every discovery screen sits in; `$tight` trims the top and bottom padding. */
export const Page = styled.div<{ $tight?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme, $tight }) => ($tight ? theme.space.lg : theme.space.xl)}
    ${({ theme }) => theme.space.md};
`;

const Back = styled(Link)`
  justify-self: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** The '← Back to Home' link at the top of a screen. */
export function BackHome() {
  return (
    <Back to="/">
      <span aria-hidden="true">← </span>Back to Home
    </Back>
  );
}

/** A screen's title and one muted line under it. */
export const Intro = styled.header`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A wizard step's question; focusable (tabIndex -1) so moving between steps can move focus to it. */
export const StepHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  outline: none;
`;

/** A results screen's head: title and count on one side, its buttons on the other, wrapping when narrow. */
export const ResultsBar = styled.div<{ $align: 'center' | 'flex-end' }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: ${({ $align }) => $align};
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Buttons side by side. */
export const ButtonRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;
