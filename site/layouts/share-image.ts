import { getImage } from 'astro:assets';
import shareScene from '../assets/hero/hero-1.jpg';

/** The one link-preview picture (Open Graph, Twitter) for every page: the 1200×630 size previews expect. */
export const SHARE_IMAGE = {
  width: 1200,
  height: 630,
  alt: 'An illustrated Accra street lined with colourful houses',
  type: 'image/webp',
} as const;

let built: Promise<string> | undefined;

/**
 * The picture's path, built once per build. WebP: the site emits no JPEG or PNG (a test holds it to modern
 * formats), and the networks and messengers that show previews read WebP.
 */
export function shareImagePath(): Promise<string> {
  built ??= getImage({
    src: shareScene,
    format: 'webp',
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    fit: 'cover',
    quality: 75,
  }).then((image) => image.src);
  return built;
}
