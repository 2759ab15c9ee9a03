import { Link } from 'react-router-dom';
import styled from 'styled-components';

const LogoLink = styled(Link)<{ $inverse: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.onPrimary : theme.colors.primary)};
  text-decoration: none;
`;

/** The road sign mark: a winding road inside a rounded square. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        d="M11 28c0-6 10-6 10-12S11 10 11 4"
        fill="none"
        stroke="#fef3c7"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M16 26v-2M16 17v-2M16 8V6" stroke="#0f766e" strokeWidth="1.2" />
    </svg>
  );
}

/** Logo linking home; its accessible name is the product name. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <LogoLink to="/" $inverse={inverse}>
      <LogoMark />
      <span>Byway</span>
    </LogoLink>
  );
}
