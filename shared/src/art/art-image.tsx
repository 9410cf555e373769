import type { ImgHTMLAttributes } from 'react';
import { artSize, artUrl, type ArtKind } from './art';

type ImageAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt' | 'loading' | 'decoding'>;

/** Where the picture comes from: our artwork by name (an API's URL first, when it has one), or a URL alone. */
type ArtSource = { name: string; src?: string } | { name?: undefined; src: string };

export type ArtImageProps = ImageAttributes &
  ArtSource & {
    kind: ArtKind;
    alt: string;
    /** Only a page's first image loads eagerly; everything else waits until it is near. */
    priority?: boolean;
  };

/** Our artwork, sized by its kind (no layout shift), lazy unless it is the page's first image. */
export function ArtImage({ kind, name, alt, src, priority = false, ...rest }: ArtImageProps) {
  const { width, height } = artSize[kind];
  return (
    <img
      {...rest}
      src={name === undefined ? src : src || artUrl(kind, name)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
