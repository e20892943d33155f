import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCompressedVariants } from './compressed-variants';
import { loadSiteFiles } from './site-files';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The CSP loadSiteFiles gives a built page with this HTML, at `page` ('/index.html', '/admin/index.html'). */
async function policyOf(html: string, page = '/index.html'): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-files-'));
  dirs.push(dir);
  mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
  writeFileSync(path.join(dir, page), html);
  const csp = (await loadSiteFiles(dir)).get(page)!.contentSecurityPolicy!;
  return Object.fromEntries(csp.split('; ').map((directive) => [directive.split(' ')[0], directive]));
}

const CODE_STYLE = 'background-color:#24292e;color:#e1e4e8; overflow-x: auto;';
const OWN_SCRIPT = 'window.ours=1';

describe("a built page's CSP", () => {
  it('allows inline scripts and styles the build wrote, by hash', async () => {
    const policy = await policyOf(
      `<head><style>p{color:red}</style><script>${OWN_SCRIPT}</script><script src="/a.js"></script></head>`,
    );
    expect(policy['script-src']).toBe(`script-src 'self' ${sha256(OWN_SCRIPT)}`);
    expect(policy['style-src']).toBe(`style-src 'self' ${sha256('p{color:red}')}`);
  });

  it('never allows a script or style inside an article body or a card excerpt, however deeply nested', async () => {
    const policy = await policyOf(`<main>
      <div class="prose-site prose-blog" data-astro-cid-x><div><p>a</p></div><script>alert(1)</script><style>*{x:y}</style></div>
      <div class="blog-excerpt line-clamp-3"><script>alert(2)</script></div>
      <script>${OWN_SCRIPT}</script>
    </main>`);
    expect(policy['script-src']).toBe(`script-src 'self' ${sha256(OWN_SCRIPT)}`);
    expect(policy['style-src']).toBe("style-src 'self'");
  });

  it("allows no style attribute at all (no 'unsafe-hashes'), code colours included", async () => {
    const policy = await policyOf(
      `<pre class="astro-code" style="${CODE_STYLE}"><span style="color:#F97583">const</span></pre><p style="color:red">x</p>`,
    );
    expect(policy['style-src']).toBe("style-src 'self'");
    expect(policy['style-src-attr']).toBeUndefined();
  });

  it("allows style attributes on back-office pages (the campaign preview's email), and nothing more", async () => {
    const policy = await policyOf('<main><style>*{x:y}</style></main>', '/admin/campaigns/index.html');
    expect(policy['style-src']).toBe(`style-src 'self' ${sha256('*{x:y}')}`);
    expect(policy['style-src-attr']).toBe("style-src-attr 'unsafe-inline'");
    expect(policy['script-src']).toBe("script-src 'self'");
  });
});

describe('compressed copies written by the build', () => {
  /** A built folder with a page worth compressing, a small file, and an image. */
  function builtFolder(): { dir: string; page: Buffer } {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-variants-'));
    dirs.push(dir);
    const page = Buffer.from(`<html><body>${'<p>Homes in Accra, Kumasi and Takoradi.</p>'.repeat(200)}</body></html>`);
    writeFileSync(path.join(dir, 'index.html'), page);
    writeFileSync(path.join(dir, 'small.css'), 'p{color:red}');
    writeFileSync(path.join(dir, 'hero.png'), Buffer.alloc(4096, 7));
    return { dir, page };
  }

  it('are written beside each compressible file only, and unpack to it', async () => {
    const { dir, page } = builtFolder();
    await writeCompressedVariants(dir);
    expect(readdirSync(dir).sort()).toEqual(['hero.png', 'index.html', 'index.html.br', 'index.html.gz', 'small.css']);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br')))).toEqual(page);
    expect(gunzipSync(readFileSync(path.join(dir, 'index.html.gz')))).toEqual(page);
  });

  it('are what the server sends, and are not served as files of their own', async () => {
    const { dir } = builtFolder();
    await writeCompressedVariants(dir);
    const files = await loadSiteFiles(dir);
    expect([...files.keys()].sort()).toEqual(['/hero.png', '/index.html', '/small.css']);
    expect(files.get('/index.html')!.brotli).toEqual(readFileSync(path.join(dir, 'index.html.br')));
    expect(files.get('/index.html')!.gzip).toEqual(readFileSync(path.join(dir, 'index.html.gz')));
  });

  it('are never sent for another version of the file: the server compresses that version itself', async () => {
    const { dir } = builtFolder();
    await writeCompressedVariants(dir);
    const edited = Buffer.from(`<html><body>${'<p>Land in Tema, with documents.</p>'.repeat(200)}</body></html>`);
    writeFileSync(path.join(dir, 'index.html'), edited);
    const home = (await loadSiteFiles(dir)).get('/index.html')!;
    expect(brotliDecompressSync(home.brotli!)).toEqual(edited);
    expect(gunzipSync(home.gzip!)).toEqual(edited);
  });

  it('are made at load for a folder the build did not compress', async () => {
    const { dir, page } = builtFolder();
    const home = (await loadSiteFiles(dir)).get('/index.html')!;
    expect(brotliDecompressSync(home.brotli!)).toEqual(page);
    expect(gunzipSync(home.gzip!)).toEqual(page);
  });
});
