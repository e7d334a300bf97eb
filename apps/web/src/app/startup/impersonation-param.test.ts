import { describe, expect, it } from 'vitest';
import { clientStorage } from '../../api/client-storage.ts';
import { takeScopeParam } from './impersonation-param.ts';

describe('takeScopeParam', () => {
  it('saves the scope and removes it from the URL, keeping other parameters', () => {
    const next = takeScopeParam(new URL('http://x.test/home?scope=companies%3Aabc%7Ccompany&welcome=true'));
    expect(clientStorage.getImpersonation()).toBe('companies:abc|company');
    expect(next?.pathname + (next?.search ?? '')).toBe('/home?welcome=true');
  });
  it('returns null when there is no scope parameter', () => {
    expect(takeScopeParam(new URL('http://x.test/home'))).toBeNull();
    expect(clientStorage.getImpersonation()).toBeNull();
  });
  it('clears the impersonation with an empty scope', () => {
    clientStorage.setImpersonation('companies:abc|company');
    takeScopeParam(new URL('http://x.test/home?scope='));
    expect(clientStorage.getImpersonation()).toBeNull();
  });
});
