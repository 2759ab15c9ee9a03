import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Lead, PageContainer, PageTitle } from '../../../components/ui/page';

/** The date the privacy and terms texts were last changed; say what changed in the commit. */
export const LEGAL_LAST_UPDATED = '24 November 2026';

const Article = styled.article`
  max-width: 48rem;

  h2 {
    margin: ${({ theme }) => theme.space['2xl']} 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  h3 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  li {
    line-height: 1.6;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  code {
    font-size: 0.95em;
    padding: 0 0.25em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One layout for /privacy and /terms: title, summary, the sections, and how to reach us. */
export function LegalPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <PageContainer>
      <Article>
        <PageTitle>{title}</PageTitle>
        <Lead>{lead}</Lead>
        <Updated>Last updated: {LEGAL_LAST_UPDATED}</Updated>
        {children}
        <h2>Questions</h2>
        <p>
          Write to us through the <Link to="/contact">contact page</Link>. We answer questions about your
          data, these terms and anything else about Byway there.
        </p>
      </Article>
    </PageContainer>
  );
}
