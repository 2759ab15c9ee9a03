import { useState, type ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon } from './icon';

const Fallback = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.sm};
  box-sizing: border-box;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export type PhotoWithFallbackProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'src'> & {
  src: string | null | undefined;
  /** What the photo shows; the fallback keeps it as its name. Empty for a decorative photo. */
  alt: string;
};

/**
 * A photo that, when its address fails (offline, moved, blocked), shows a quiet camera tile with 'Photo
 * unavailable' instead of the browser's broken-image icon. The tile keeps the photo's alt text as its name (or
 * stays hidden from assistive technology when the photo was decorative) and takes the same class, so the card's
 * size rules apply to it too (style it with `img, [data-photo-fallback]`).
 */
export function PhotoWithFallback({ src, alt, onError, className, style, ...rest }: PhotoWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src)
    return (
      <Fallback
        data-photo-fallback=""
        className={className}
        style={style}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <Icon name="camera" size={28} />
        <span aria-hidden="true">Photo unavailable</span>
      </Fallback>
    );
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      className={className}
      style={style}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
