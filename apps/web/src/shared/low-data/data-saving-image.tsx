import { SMALL_IMAGE_WIDTH, smallImageUrl } from '@liggeey/contracts/image-variants';
import { type ImgHTMLAttributes, useState } from 'react';
import styles from './data-saving-image.module.css';
import { useLowData } from './low-data';

type DataSavingImageProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };

/** The width uploads are stored at, at most (the gateway's upload rules): the full copy's descriptor. */
const FULL_WIDTH = 1600;

/**
 * A picture that spends no more data than its place needs. An uploaded picture comes with a small
 * copy (`smallImageUrl`): the browser picks it for a small layout (`srcset`), and low-data mode
 * always takes it. A picture without one (an address given by hand, an upload older than the
 * copies) waits in low-data mode for a tap on a placeholder of its size, so nothing moves when it
 * comes. The app's own pictures (small SVGs under /images) always load.
 */
export function DataSavingImage({
  src,
  alt,
  width,
  height,
  className,
  style,
  sizes,
  ...rest
}: DataSavingImageProps) {
  const lowData = useLowData();
  const [asked, setAsked] = useState(false);
  const [smallMissing, setSmallMissing] = useState(false);
  const small = smallMissing ? null : smallImageUrl(src);

  if (lowData && !small && !asked && !src.startsWith('/images/')) {
    return (
      <button
        type="button"
        className={`${styles.placeholder} ${className ?? ''}`}
        style={{ ...style, aspectRatio: width && height ? `${width} / ${height}` : undefined }}
        onClick={() => setAsked(true)}
        aria-label={alt ? `Afficher l'image : ${alt}` : "Afficher l'image"}
      >
        Afficher l&apos;image
      </button>
    );
  }
  return (
    <img
      src={small && lowData ? small : src}
      srcSet={small && !lowData ? `${small} ${SMALL_IMAGE_WIDTH}w, ${src} ${FULL_WIDTH}w` : undefined}
      sizes={
        small && !lowData
          ? (sizes ?? (width ? `(max-width: ${width}px) 100vw, ${width}px` : '100vw'))
          : undefined
      }
      alt={alt}
      width={width}
      height={height}
      className={className}
      style={style}
      loading="lazy"
      decoding="async"
      // A small copy that is not there (an upload from before the copies): the picture itself.
      onError={small ? () => setSmallMissing(true) : undefined}
      {...rest}
    />
  );
}
