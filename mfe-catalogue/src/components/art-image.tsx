import type { ImgHTMLAttributes } from 'react';
import { artSize, artUrl, type ArtKind } from '@safarnama/shared';

export interface ArtImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  kind: ArtKind;
  /** The place or theme the artwork shows; ignored when `src` is given. */
  name: string;
  alt: string;
  /** An image URL from the API (also artwork), when there is one. */
  src?: string;
  /** Only the first hero image loads eagerly; everything else waits until it is near. */
  priority?: boolean;
}

/** Our artwork, sized (no layout shift), lazy unless it is the page's first image. */
export function ArtImage({ kind, name, alt, src, priority = false, ...rest }: ArtImageProps) {
  const { width, height } = artSize[kind];
  return (
    <img
      {...rest}
      src={src || artUrl(kind, name)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
