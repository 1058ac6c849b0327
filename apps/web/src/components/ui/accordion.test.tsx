import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';

import * as Accordion from './accordion.tsx';

const SECTIONS = ['Basics', 'Async', 'Deploy'];

function Faq(props: { type: 'single' | 'multiple'; collapsible?: boolean; onChange?: () => void }) {
  const items = SECTIONS.map((title) => (
    <Accordion.Item key={title} value={title} data-testid="item">
      <Accordion.Header>
        <Accordion.Trigger>{title}</Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content>{`${title} topics`}</Accordion.Content>
    </Accordion.Item>
  ));
  return props.type === 'single' ? (
    <Accordion.Root
      type="single"
      collapsible={props.collapsible}
      defaultValue="Basics"
      onValueChange={props.onChange}
    >
      {items}
    </Accordion.Root>
  ) : (
    <Accordion.Root type="multiple" onValueChange={props.onChange}>
      {items}
    </Accordion.Root>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const panel = (title: string) => screen.getByText(`${title} topics`);

describe('Accordion', () => {
  it('single: one open at a time; the open one closes only when collapsible', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Faq type="single" collapsible onChange={onChange} />);
    expect(button('Basics').getAttribute('aria-expanded')).toBe('true');
    expect(panel('Basics').hidden).toBe(false);
    expect(panel('Async').hidden).toBe(true);

    await user.click(button('Async'));
    expect(onChange).toHaveBeenLastCalledWith('Async');
    expect(panel('Async').hidden).toBe(false);
    expect(panel('Basics').hidden).toBe(true);
    expect(screen.getAllByTestId('item').map((i) => i.dataset.state)).toEqual([
      'closed',
      'open',
      'closed',
    ]);

    await user.click(button('Async'));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(SECTIONS.map((s) => panel(s).hidden)).toEqual([true, true, true]);
  });

  it('single without collapsible keeps its open section open', async () => {
    const user = userEvent.setup();
    render(<Faq type="single" />);
    await user.click(button('Basics'));
    expect(panel('Basics').hidden).toBe(false);
  });

  it('multiple: any number open', async () => {
    const user = userEvent.setup();
    render(<Faq type="multiple" />);
    await user.click(button('Basics'));
    await user.click(button('Deploy'));
    expect(SECTIONS.map((s) => panel(s).hidden)).toEqual([false, true, false]);
  });

  it('buttons name their panels, and the arrow keys move between them', async () => {
    const user = userEvent.setup();
    render(<Faq type="multiple" />);
    const region = screen.getByText('Async topics');
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-labelledby')).toBe(button('Async').id);
    expect(button('Async').getAttribute('aria-controls')).toBe(region.id);

    button('Basics').focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('Async'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(button('Deploy'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('Basics'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(button('Deploy'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(button('Basics'));
  });

  it('the server HTML holds the closed panels too, hidden', () => {
    const html = renderToString(<Faq type="single" />);
    for (const s of SECTIONS) expect(html).toContain(`${s} topics`);
    expect(html.match(/ hidden/g)).toHaveLength(2);
  });
});
