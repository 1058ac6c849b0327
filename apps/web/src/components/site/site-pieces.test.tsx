import { render, screen, within } from '@testing-library/preact';
import { Clock } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';

import { DotBadge } from '@/components/ui/dot-badge';
import { TableHead, YouTag } from '@/components/ui/table-head';

import { CourseThumbnail } from './course-thumbnail.tsx';
import { HeroFacts, HeroStage } from './hero-stage.tsx';

describe('the shared public pieces', () => {
  it('labels a hero stage by its title and lists its facts with their test ids', () => {
    render(
      <HeroStage labelledBy="t" tone="slate">
        <h1 id="t">Kodex</h1>
        <HeroFacts
          label="At a glance"
          facts={[
            { icon: Clock, text: '90 min', testId: 'duration' },
            { icon: Clock, text: '3 problems' },
          ]}
        />
      </HeroStage>,
    );
    expect(screen.getByRole('region', { name: 'Kodex' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'At a glance' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['90 min', '3 problems']);
    expect(screen.getByTestId('duration').textContent).toBe('90 min');
  });

  it('draws a dot badge with its label, test id and the caller’s colours', () => {
    render(
      <DotBadge label="Live now" testId="phase" look={{ box: 'bg-red-50', dot: 'bg-red-500' }} />,
    );
    const badge = screen.getByTestId('phase');
    expect(badge.textContent).toBe('Live now');
    expect(badge.className).toContain('bg-red-50');
  });

  it('writes one header cell per column, and the You tag', () => {
    render(
      <table>
        <TableHead columns={[{ label: 'Rank', className: 'w-16' }, { label: 'Name' }]} />
        <tbody>
          <tr>
            <td>
              Asha
              <YouTag />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Rank', 'Name']);
    expect(headers[0]!.className).toBe('w-16');
    expect(screen.getByText('You')).toBeTruthy();
  });

  it('offers an uploaded picture in the widths the server makes, sized for its slot', () => {
    // (happy-dom calls every picture complete and broken at once; a browser is still loading it)
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const uploaded = '/api/v1/files/0123456789abcdef01234567';
    const { container, unmount } = render(
      <CourseThumbnail title="Rust" thumbnail={uploaded} size="hero" />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      [320, 640, 960, 1280].map((w) => `${uploaded}?w=${w} ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 1024px) 560px, 100vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1280', '720']);
    expect(img.getAttribute('loading')).toBe('eager');

    // a picture from elsewhere comes as it is, and a card's waits until it is near
    unmount();
    const card = render(
      <CourseThumbnail title="Rust" thumbnail="https://cdn.example.com/rust.png" />,
    );
    const other = card.container.querySelector('img')!;
    expect(other.hasAttribute('srcset')).toBe(false);
    expect(other.getAttribute('loading')).toBe('lazy');
    vi.restoreAllMocks();
  });
});
