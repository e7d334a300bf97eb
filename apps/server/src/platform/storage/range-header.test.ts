import { describe, expect, it } from 'vitest';
import { requestedRange } from './range-header.ts';

describe('requestedRange', () => {
  it('reads a-b, a- and -n within the object, cutting an end past it', () => {
    expect(requestedRange('bytes=0-9', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 9 } });
    expect(requestedRange('bytes=90-', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(requestedRange('bytes=-10', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(requestedRange('bytes=50-500', 100)).toEqual({ kind: 'partial', range: { start: 50, end: 99 } });
    expect(requestedRange('bytes=-500', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 99 } });
  });

  it('calls a range starting past the end, an empty suffix or any range of an empty object unsatisfiable', () => {
    expect(requestedRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(requestedRange('bytes=100-200', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(requestedRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(requestedRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it does not serve: no header, other units, several ranges, malformed or reversed ones', () => {
    for (const header of [undefined, 'items=0-1', 'bytes=0-1,5-6', 'bytes=-', 'bytes=a-b', 'bytes=9-1']) {
      expect(requestedRange(header, 100)).toEqual({ kind: 'whole' });
    }
  });
});
