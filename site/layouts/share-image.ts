import { getImage } from 'astro:assets';
import shareScene from '../assets/hero/hero-1.jpg';

/** The one link-preview picture (Open Graph, Twitter) for every page: the 1200×630 size previews expect. */
export const SHARE_IMAGE = {
  width: 1200,
  height: 630,
  alt: 'An illustrated Accra street lined with colourful houses',
  type: 'image/jpeg',
} as const;

let built: Promise<string> | undefined;

/**
 * The picture's path, built once per build. JPEG, unlike the pages' own pictures: readers share links on
 * WhatsApp and social networks, and JPEG is the one format every link-preview crawler reads. It stays far
 * under the 300 KB WhatsApp shows previews for (a test holds it there).
 */
export function shareImagePath(): Promise<string> {
  built ??= getImage({
    src: shareScene,
    format: 'jpeg',
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    fit: 'cover',
    quality: 75,
  }).then((image) => image.src);
  return built;
}
