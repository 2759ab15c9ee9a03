// The one styled-components theme of Byway. The shell provides it to everything it mounts (remotes read
// it through the shared styled-components singleton); remotes import it only in their standalone
// bootstrap and tests, so a theme change ships with the shell.

export const theme = {
  colors: {
    primary: '#0f766e',
    primaryHover: '#115e59',
    primarySoft: '#ccfbf1',
    onPrimary: '#ffffff',
    accent: '#ea580c',
    /** The accent as text: orange-700 keeps 4.5:1 on every light background (WCAG AA); accent itself is 3.5:1. */
    accentText: '#c2410c',
    accentSoft: '#ffedd5',
    background: '#f8fafc',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#e2e8f0',
    focus: '#0ea5e9',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    onDanger: '#ffffff',
    success: '#15803d',
    successSoft: '#dcfce7',
    warning: '#a16207',
    warningSoft: '#fef9c3',
  },
  gradients: {
    hero: 'linear-gradient(135deg, #0f766e 0%, #0e7490 55%, #1e3a8a 100%)',
    sunset: 'linear-gradient(135deg, #f97316 0%, #db2777 100%)',
    /** Placeholder images of trip cards, picked by trip id so a card keeps its colour. */
    cards: [
      'linear-gradient(135deg, #0f766e 0%, #22d3ee 100%)',
      'linear-gradient(135deg, #ea580c 0%, #facc15 100%)',
      'linear-gradient(135deg, #7c3aed 0%, #ec4899 100%)',
      'linear-gradient(135deg, #1d4ed8 0%, #38bdf8 100%)',
      'linear-gradient(135deg, #15803d 0%, #a3e635 100%)',
      'linear-gradient(135deg, #be123c 0%, #fb923c 100%)',
    ],
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Trebuchet MS', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.5rem',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    '2xl': '3rem',
    '3xl': '4rem',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', full: '9999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.1)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.16)',
  },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  /** min-width media queries: `@media ${theme.media.md} { ... }` */
  media: {
    sm: '(min-width: 640px)',
    md: '(min-width: 768px)',
    lg: '(min-width: 1024px)',
  },
  zIndex: { header: 40, menu: 45, overlay: 50, toast: 60 },
} as const;

export type BywayTheme = typeof theme;

declare module 'styled-components' {
  // Declaration merging gives `props.theme` the Byway tokens in every styled component; an interface
  // (not a type alias) is what merging requires, so the empty body is deliberate.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends BywayTheme {}
}
