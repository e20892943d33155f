/**
 * Renders the six landing-page hero backgrounds into site/assets/hero/hero-N.jpg.
 * We have no licensed photographs yet, so these are illustrated Ghanaian scenes drawn as SVG and
 * rasterised with sharp. Replace the JPEGs with photos at any time (see site/assets/hero/README.md);
 * Astro re-optimises whatever is there at build time.
 *
 * Run: npx tsx scripts/render-hero-images.ts [sceneNumber]
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { accraStreet } from './hero-images/scene-street.ts';
import { coast } from './hero-images/scene-coast.ts';
import { apartments } from './hero-images/scene-apartments.ts';
import { compound } from './hero-images/scene-compound.ts';
import { kenteSunset } from './hero-images/scene-kente.ts';
import { skyline } from './hero-images/scene-skyline.ts';

const scenes: Array<[string, () => string]> = [
  ['Accra street with colourful houses', accraStreet],
  ['Coast with palm trees and fishing canoes', coast],
  ['Modern apartment blocks', apartments],
  ['Family compound house', compound],
  ['Kente-patterned sunset over hills', kenteSunset],
  ['Accra skyline at dusk with the Black Star Gate', skyline],
];

const outDir = fileURLToPath(new URL('../site/assets/hero/', import.meta.url));
const only = process.argv[2] ? Number(process.argv[2]) : undefined;

await mkdir(outDir, { recursive: true });
for (const [i, [name, draw]] of scenes.entries()) {
  if (only !== undefined && only !== i + 1) continue;
  const file = `${outDir}hero-${i + 1}.jpg`;
  // 4:4:4 chroma keeps the thin coloured details (shutters, Kente threads) crisp for Astro to re-encode.
  const info = await sharp(Buffer.from(draw()))
    .jpeg({ quality: 86, mozjpeg: true, chromaSubsampling: '4:4:4' })
    .toFile(file);
  console.log(`hero-${i + 1}.jpg  ${info.width}x${info.height}  ${Math.round(info.size / 1024)} KB  ${name}`);
}
