import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants as zlib, gunzip, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const brotliAsync = promisify(brotliCompress);
const unbrotliAsync = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Text-like files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest', '.ico']);

/** Below this a compressed copy saves less than its headers cost. */
const SMALLEST_COMPRESSIBLE = 512;

/** Where a built file's compressed copies live: beside it, as nginx's brotli_static and gzip_static expect. */
export const VARIANT_SUFFIX = { brotli: '.br', gzip: '.gz' } as const;

export interface CompressedVariants {
  brotli: Buffer;
  gzip: Buffer;
}

export function isCompressible(file: string, size: number): boolean {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase()) && size > SMALLEST_COMPRESSIBLE;
}

/**
 * The site's own files under `distDir`: not dotfiles (the bootstrap's build stamp, editor leftovers), and not the
 * compressed copies of other files, which are served only as those files' encodings.
 */
export async function listSiteFiles(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const allFiles = new Set(files);
  const isDotfile = (file: string) =>
    path
      .relative(distDir, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'));
  const isVariant = (file: string) =>
    Object.values(VARIANT_SUFFIX).some(
      (suffix) => file.endsWith(suffix) && allFiles.has(file.slice(0, -suffix.length)),
    );
  return files.filter((file) => !isDotfile(file) && !isVariant(file));
}

/** Brotli at its best (quality 11) and gzip at level 9: done once, for files sent many times. */
export async function compress(body: Buffer): Promise<CompressedVariants> {
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { brotli, gzip: gzipped };
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The variants the build wrote beside `file`, when both unpack to `body` exactly; else undefined. Unpacking
 * costs a few milliseconds, so a copy left by another build, or edited by hand, is never sent for this one.
 */
export async function builtVariants(file: string, body: Buffer): Promise<CompressedVariants | undefined> {
  const [brotli, gzipped] = await Promise.all([
    readIfPresent(file + VARIANT_SUFFIX.brotli),
    readIfPresent(file + VARIANT_SUFFIX.gzip),
  ]);
  if (!brotli || !gzipped) return undefined;
  const unpacked = await Promise.all([unbrotliAsync(brotli), gunzipAsync(gzipped)]).catch(() => undefined);
  return unpacked?.every((copy) => copy.equals(body)) ? { brotli, gzip: gzipped } : undefined;
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of the site under `distDir`. */
export async function writeCompressedVariants(distDir: string): Promise<void> {
  await Promise.all(
    (await listSiteFiles(distDir)).map(async (file) => {
      const body = await readFile(file);
      if (!isCompressible(file, body.length)) return;
      const variants = await compress(body);
      await Promise.all([
        writeFile(file + VARIANT_SUFFIX.brotli, variants.brotli),
        writeFile(file + VARIANT_SUFFIX.gzip, variants.gzip),
      ]);
    }),
  );
}

/**
 * Compresses the built site once, at build time: each server start (and each test that starts one) then
 * reads the copies instead of spending about two seconds of CPU on brotli at its best.
 */
export function compressedVariantsIntegration(): AstroIntegration {
  return {
    name: 'your-home-in-ghana:compressed-variants',
    hooks: {
      'astro:build:done': async ({ dir }) => writeCompressedVariants(fileURLToPath(dir)),
    },
  };
}
