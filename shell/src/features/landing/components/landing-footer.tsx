import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '@byway/web-ui';
import { Logo } from '../../../components/ui/logo';
import { PAGE_LINKS, type PageLink } from '../../../components/layouts/page-links';

const { planTrip, tripPacks, hiddenGems, help, contact, pricing, about, privacy, terms } = PAGE_LINKS;
const FOOTER_COLUMNS: readonly { id: string; title: string; links: readonly PageLink[] }[] = [
  { id: 'footer-explore', title: 'Explore', links: [planTrip, tripPacks, hiddenGems] },
  { id: 'footer-support', title: 'Support', links: [help, contact] },
  { id: 'footer-company', title: 'Company', links: [pricing, about, privacy, terms] },
];

const Foot = styled.footer`
  padding: ${({ theme }) => theme.space['2xl']} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.text};
  color: rgba(255, 255, 255, 0.8);
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;

  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr repeat(${FOOTER_COLUMNS.length}, 1fr);
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: rgba(255, 255, 255, 0.8);
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.onPrimary};
    text-decoration: underline;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
`;

const Badges = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    padding: 0.15rem 0.6rem;
    border: 1px solid rgba(255, 255, 255, 0.3);
    border-radius: ${({ theme }) => theme.radii.full};
  }
`;

/** The landing page's footer: what Byway is, where to go (explore, support, the company's pages). */
export function LandingFooter() {
  return (
    <Foot>
      <Inner>
        <div>
          <Logo inverse />
          <p>A personal road-trip guide tuned to your vibe, your time and your wanderlust.</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.id} aria-labelledby={column.id}>
            <h2 id={column.id}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Inner>
      <Bottom>
        <p>© {new Date().getFullYear()} Byway. All rights reserved.</p>
        <Badges aria-label="Our commitments">
          <li>
            <Icon name="lock" size={14} /> Secure
          </li>
          <li>
            <Icon name="leaf" size={14} /> Eco-friendly
          </li>
          <li>
            <Icon name="star" size={14} /> Trusted
          </li>
        </Badges>
      </Bottom>
    </Foot>
  );
}
