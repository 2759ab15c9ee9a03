import styled from 'styled-components';
import { useAuth } from '../../lib/auth';
import { ButtonLink } from '../ui/button';
import { Logo } from '../ui/logo';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: rgba(255, 255, 255, 0.95);
  backdrop-filter: blur(6px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${({ theme }) => theme.layout.headerHeight};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;

export function AppHeader() {
  const { user, status } = useAuth();
  return (
    <Bar>
      <Inner>
        <Logo />
        {user ? (
          <UserMenu user={user} />
        ) : status === 'ready' ? (
          <ButtonLink to="/login" $size="sm">
            Sign In
          </ButtonLink>
        ) : null}
      </Inner>
    </Bar>
  );
}
