import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, PageContainer, PageTitle } from '../../components/ui/page';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** An honest placeholder for a route of the product that has not been built yet. */
export function ComingSoonPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <PageContainer>
      <PageTitle>{title}</PageTitle>
      <Card>
        <Note>This page is coming soon.</Note>
        <Links>
          {children}
          <Link to="/">Back to Home</Link>
        </Links>
      </Card>
    </PageContainer>
  );
}
