import { describe, expect, it } from 'vitest';
import { foldSources, sourceSpellings } from './lead-sources';

describe('the sources a list offers', () => {
  it('offers each source once whatever its case, the first spelling seen, sorted, without the unrecorded one', () => {
    expect(foldSources(['facebook', 'Direct', '', 'direct', 'bing.com', 'Zed'])).toEqual([
      'bing.com',
      'Direct',
      'facebook',
      'Zed',
    ]);
  });

  it("matches a source in any case: Direct's two spellings, a campaign's one", () => {
    expect(sourceSpellings('DIRECT').sort()).toEqual(['DIRECT', 'Direct', 'direct'].sort());
    expect(sourceSpellings('Direct').sort()).toEqual(['Direct', 'direct']);
    expect(sourceSpellings('Facebook')).toEqual(['Facebook', 'facebook']);
    expect(sourceSpellings('facebook')).toEqual(['facebook']);
  });
});
