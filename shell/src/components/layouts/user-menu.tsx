import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CurrentUser } from '../../lib/shell-contract';

export const USER_MENU_LINKS = [
  { to: '/trips', label: 'Your Trips' },
  { to: '/profile', label: 'Your Profile' },
  { to: '/trip-builder', label: 'Plan New Trip' },
  { to: '/discover-places', label: 'Hidden Gems' },
  { to: '/geo-tagged-images', label: 'Photo Discovery' },
  { to: '/trip-packs', label: 'Trip Packs' },
] as const;

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const TriggerName = styled.span`
  display: none;
  font-weight: 600;
  @media ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

const AvatarCircle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  flex-shrink: 0;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The initials are drawn by CSS from an attribute, not as text: they are decoration, so the button's
 * visible text is only the first name, which starts its accessible name (WCAG 2.5.3, label in name).
 */
const Initials = styled.span`
  &::before {
    content: attr(data-initials);
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 16rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space.sm} 0;
`;

const Identity = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Email = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  word-break: break-all;
`;

const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    display: block;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Separator = styled.li`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: ${({ theme }) => theme.space.xs} 0;
`;

export function initials(user: CurrentUser): string {
  const letters = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`;
  return (letters || user.email[0] || '?').toUpperCase();
}

function Avatar({ user, size }: { user: CurrentUser; size: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <AvatarCircle $size={size}>
      {user.profileImageUrl && !broken ? (
        <img src={user.profileImageUrl} alt="" onError={() => setBroken(true)} />
      ) : (
        <Initials aria-hidden="true" data-initials={initials(user)} />
      )}
    </AvatarCircle>
  );
}

/** Header dropdown of a signed-in traveller: who they are, where to go, and Sign Out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Traveller';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
        return;
      }
      // Arrow keys, Home and End move through the menu's links, wrapping at the ends.
      const links = [...(panelRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
      if (!links.length || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
      event.preventDefault();
      const at = links.indexOf(document.activeElement as HTMLElement);
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? links.length - 1
            : event.key === 'ArrowDown'
              ? (at + 1) % links.length
              : (at <= 0 ? links.length : at) - 1;
      links[next]?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        // The visible first name starts the accessible name (WCAG 2.5.3, label in name).
        aria-label={`${user.firstName || 'Explorer'}, your account menu`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          // Down arrow opens the menu at its first link, as in a menu button.
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus());
        }}
      >
        <Avatar user={user} size={32} />
        <TriggerName>{user.firstName || 'Explorer'}</TriggerName>
      </Trigger>
      {open && (
        <Panel id={panelId} ref={panelRef}>
          <Identity>
            <Avatar user={user} size={40} />
            <div>
              <Name>{fullName}</Name>
              <Email>{user.email}</Email>
            </div>
          </Identity>
          <nav aria-label="Your account">
            <MenuList>
              {USER_MENU_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <Separator aria-hidden="true" />
              <li>
                {/* A server route: a full navigation ends the session cookie. */}
                <a href="/api/logout">Sign Out</a>
              </li>
            </MenuList>
          </nav>
        </Panel>
      )}
    </Wrap>
  );
}
