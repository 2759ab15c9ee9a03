/** The site's pages as its footers name them: one place for each page's path and link text. */
export const PAGE_LINKS = {
  planTrip: { to: '/trip-builder', label: 'Plan a Trip' },
  tripPacks: { to: '/trip-packs', label: 'Trip Packs' },
  hiddenGems: { to: '/discover-places', label: 'Hidden Gems' },
  photoDiscovery: { to: '/geo-tagged-images', label: 'Photo Discovery' },
  community: { to: '/community', label: 'Community' },
  help: { to: '/help', label: 'Help Center' },
  contact: { to: '/contact', label: 'Contact Us' },
  pricing: { to: '/pricing', label: 'Pricing' },
  about: { to: '/about', label: 'About' },
  privacy: { to: '/privacy', label: 'Privacy' },
  terms: { to: '/terms', label: 'Terms' },
} as const;

export type PageLink = (typeof PAGE_LINKS)[keyof typeof PAGE_LINKS];
