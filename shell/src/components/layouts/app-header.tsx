import { useAuth } from '../../lib/auth';
import { ButtonLink } from '../ui/button';
import { Logo } from '../ui/logo';
import { UserMenu } from './user-menu';
import { HeaderBar, HeaderBarInner } from './header-bar';

export function AppHeader() {
  const { user, status } = useAuth();
  return (
    <HeaderBar>
      <HeaderBarInner>
        <Logo />
        {user ? (
          <UserMenu user={user} />
        ) : status === 'ready' ? (
          <ButtonLink to="/login" $size="sm">
            Sign In
          </ButtonLink>
        ) : null}
      </HeaderBarInner>
    </HeaderBar>
  );
}
