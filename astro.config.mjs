// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwindcss from '@tailwindcss/vite';
import { markdownConfig } from './site/lib/markdown.ts';
import { buildInfo } from './site/lib/build-info-integration.ts';
import { compressedVariantsIntegration } from './api/platform/site/compressed-variants.ts';

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  site: process.env.SITE_URL || 'http://localhost:4321',
  trailingSlash: 'never',
  build: { format: 'directory' },
  // Astro 7's native processor ignores remark/rehype plugins: the unified one runs our sanitizing pipeline.
  // The very object renderMarkdown uses, so the XSS tests cover exactly what builds article bodies.
  markdown: markdownConfig,
  // buildInfo records SITE_URL in dist/, so a server started with another one says so.
  // The compressed copies of each file are made here, once, rather than at every server start.
  integrations: [react(), mdx(), buildInfo(), compressedVariantsIntegration()],
  vite: { plugins: [tailwindcss()] },
});
