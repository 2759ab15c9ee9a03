import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer } from '../../components/ui/page';

const Box = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space['3xl']} 0;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function NotFoundPage() {
  return (
    <PageContainer>
      <Box>
        <h1>404 Page Not Found</h1>
        <p>This road doesn&apos;t go anywhere. The page may have moved, or the address has a typo.</p>
        <Link to="/">Go back home</Link>
      </Box>
    </PageContainer>
  );
}
