import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PAGE_LINKS } from './page-links';

/** Every page of the table but Pricing and About (which the landing footer carries), in its order. */
const FOOTER_LINKS = Object.values(PAGE_LINKS).filter(
  (link) => link !== PAGE_LINKS.pricing && link !== PAGE_LINKS.about,
);

const Foot = styled.footer`
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

/** The shared footer of every page except the landing page (which has its own). */
export function SiteFooter() {
  return (
    <Foot>
      <Inner>
        <nav aria-label="Footer">
          <Links>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </Links>
        </nav>
        <p>© {new Date().getFullYear()} Byway. Made for the long way round.</p>
      </Inner>
    </Foot>
  );
}
