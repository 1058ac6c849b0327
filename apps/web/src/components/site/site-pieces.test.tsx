import { render, screen, within } from '@testing-library/react';
import { Clock } from 'lucide-react';
import { describe, expect, it } from 'vitest';

import { DotBadge } from '@/components/ui/dot-badge';
import { TableHead, YouTag } from '@/components/ui/table-head';

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
});
