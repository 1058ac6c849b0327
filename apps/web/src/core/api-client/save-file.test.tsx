import { afterEach, describe, expect, it, vi } from 'vitest';

import { saveFile } from './save-file.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('hands the blob to the browser as a download, then lets the object URL go', () => {
    vi.useFakeTimers();
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    const revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });

    saveFile({ blob, fileName: 'server-name.pdf' }, 'KodeSchool-receipt-KS-1.pdf');
    saveFile({ blob, fileName: 'kodr-2025-01-31.csv' });

    expect(createUrl).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { href: 'blob:receipt', download: 'KodeSchool-receipt-KS-1.pdf' },
      { href: 'blob:receipt', download: 'kodr-2025-01-31.csv' },
    ]);
    expect(document.querySelector('a')).toBeNull();
    expect(revokeUrl).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revokeUrl).toHaveBeenCalledWith('blob:receipt');
  });
});
