import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { LANDING_ANCHORS, scrollToSection } from './scroll-to-section';
import { HeaderBar, HeaderBarInner } from '../../../components/layouts/header-bar';
import { StrokeIcon } from '../../../components/ui/stroke-icon';

const DesktopNav = styled.nav`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};

  @media ${({ theme }) => theme.media.md} {
    display: flex;
  }

  a:not([data-button]) {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a:not([data-button]):hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  @media ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const MobilePanel = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  @media ${({ theme }) => theme.media.md} {
    display: none;
  }

  a:not([data-button]) {
    padding: ${({ theme }) => theme.space.sm} 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <StrokeIcon size={22} round>
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </StrokeIcon>
  );
}

/** Top bar of the landing page: section anchors, Sign In and Get Started; a collapsible menu on mobile. */
export function LandingNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  const links = (onChoose?: () => void) => (
    <>
      {LANDING_ANCHORS.map((anchor) => (
        <a
          key={anchor.id}
          href={`#${anchor.id}`}
          onClick={(event) => {
            // The phone menu closes first: scrolling while it is open would leave the section its height
            // (176 px) under the header once it closes (issue 21).
            if (onChoose) flushSync(onChoose);
            scrollToSection(event, anchor.id);
          }}
        >
          {anchor.label}
        </a>
      ))}
      <Link to="/login" onClick={onChoose}>
        Sign In
      </Link>
      <ButtonLink to="/login" data-button="" $size="sm" onClick={onChoose}>
        Get Started
      </ButtonLink>
    </>
  );

  return (
    <HeaderBar>
      <HeaderBarInner>
        <Logo />
        <DesktopNav aria-label="Main">{links()}</DesktopNav>
        <MenuToggle
          type="button"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="landing-mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </MenuToggle>
      </HeaderBarInner>
      {menuOpen && (
        <MobilePanel id="landing-mobile-menu" aria-label="Mobile">
          {links(close)}
        </MobilePanel>
      )}
    </HeaderBar>
  );
}
