import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrap = styled.div<{ $fullPage: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ $fullPage }) => ($fullPage ? '100vh' : '12rem')};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Ring = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export function Spinner({ label = 'Loading...', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <Wrap role="status" aria-live="polite" $fullPage={fullPage}>
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </Wrap>
  );
}
