// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  site: process.env.SITE_URL || 'http://localhost:4321',
  trailingSlash: 'never',
  build: { format: 'directory' },
  integrations: [react(), mdx()],
  vite: { plugins: [tailwindcss()] },
});
