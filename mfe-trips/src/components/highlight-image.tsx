import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Trip.highlightImage as the trip cards read it (media service: a photo with credit, or generated art); the
 * trip's is null when the media service has no image for it, and the card shows its gradient. Every list of
 * trips (the dashboard's, /trips) selects these fields.
 */
export interface TripHighlightImage {
  imageUrl: string;
  thumbnailUrl: string;
  alt: string;
  photographerName: string | null;
  photographerUrl: string | null;
}

/** Spec 2: a card shows the thumbnail when there is one, else the full image. */
export function highlightSource(image: TripHighlightImage | null | undefined): string | null {
  if (!image) return null;
  return image.thumbnailUrl.trim() || image.imageUrl.trim() || null;
}

export interface HighlightImageView {
  /** null when the trip has no image or it failed to load: show the gradient instead. */
  src: string | null;
  alt: string;
  credit: { name: string; url: string | null } | null;
  onError: () => void;
}

/**
 * The state of one card's highlight image. A picture that fails to load is hidden (with its credit) and
 * the gradient shows; a different source later gets its own chance.
 */
export function useHighlightImage(image: TripHighlightImage | null | undefined): HighlightImageView {
  const wanted = highlightSource(image);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = wanted && wanted !== brokenSrc ? wanted : null;
  const name = image?.photographerName?.trim();
  return {
    src,
    alt: image?.alt ?? '',
    credit: src && name ? { name, url: image?.photographerUrl?.trim() || null } : null,
    onError: () => setBrokenSrc(wanted),
  };
}

const Frame = styled.div<{ $gradient: string; $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  overflow: hidden;
  background: ${({ $gradient }) => $gradient};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The picture area of a trip card: the image over the gradient, with overlays (badges) on top. */
export function HighlightPicture({
  view,
  gradient,
  height = '8.5rem',
  children,
}: {
  view: HighlightImageView;
  gradient: string;
  height?: string;
  children?: ReactNode;
}) {
  return (
    <Frame $gradient={gradient} $height={height} data-testid="trip-card-picture">
      {view.src && <img src={view.src} alt={view.alt} loading="lazy" onError={view.onError} />}
      {children}
    </Frame>
  );
}

const Credit = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: inherit;
  }
`;

/**
 * 'Photo by {name}', linking to the photographer when the provider gave a profile. Kept outside the card's
 * own link (a link may not contain another).
 */
export function PhotoCredit({ view }: { view: HighlightImageView }) {
  if (!view.credit) return null;
  return (
    <Credit>
      Photo by{' '}
      {view.credit.url ? (
        <a href={view.credit.url} target="_blank" rel="noopener noreferrer">
          {view.credit.name}
        </a>
      ) : (
        view.credit.name
      )}
    </Credit>
  );
}
