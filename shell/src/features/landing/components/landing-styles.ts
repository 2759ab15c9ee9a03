import styled from 'styled-components';

export const Section = styled.section<{ $tone?: 'plain' | 'muted' | 'dark' }>`
  padding: ${({ theme }) => theme.space['3xl']} ${({ theme }) => theme.space.md};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme, $tone }) =>
    $tone === 'muted'
      ? theme.colors.surfaceMuted
      : $tone === 'dark'
        ? theme.colors.text
        : theme.colors.surface};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.onPrimary : theme.colors.text)};
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentText};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
`;

export const SectionLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space['2xl']};
  max-width: 44rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CardGrid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '16rem' }) => $min}, 1fr));
`;

export const Tile = styled.article`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h3 {
    margin: ${({ theme }) => theme.space.sm} 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

export const Actions = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  margin-top: ${({ theme }) => theme.space.xl};
`;
