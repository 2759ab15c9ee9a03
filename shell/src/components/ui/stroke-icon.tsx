import type { ReactNode } from 'react';

/** A decorative 24-unit stroke icon in the text colour (hidden from assistive tech, not focusable). */
export function StrokeIcon({
  size,
  round = false,
  children,
}: {
  size: number;
  /** Round line caps. */
  round?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap={round ? 'round' : undefined}
    >
      {children}
    </svg>
  );
}
