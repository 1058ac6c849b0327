import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';

/**
 * Sections that open and close, after the WAI-ARIA accordion pattern and with the parts Radix
 * names (Root, Item, Header, Trigger, Content): each header's button says whether its panel is
 * open (aria-expanded, data-state), Up/Down/Home/End move between the buttons. A closed panel
 * stays in the page, hidden, so the server's HTML carries every answer and topic (search engines
 * read them) and opening one needs no render of new content. Written here rather than taken
 * from Radix: public pages load it first, and Radix's collection and presence layers were 9 KB
 * of their first load for this.
 */
type Single = {
  type: 'single';
  /** Whether the open section closes again when its button is pressed. */
  collapsible?: boolean;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};
type Multiple = {
  type: 'multiple';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
};
type RootProps = (Single | Multiple) & Omit<ComponentProps<'div'>, 'defaultValue'>;

type RootState = { isOpen: (item: string) => boolean; toggle: (item: string) => void };
const RootContext = createContext<RootState | null>(null);
type ItemState = { open: boolean; value: string; triggerId: string; contentId: string };
const ItemContext = createContext<ItemState | null>(null);

function useRoot(): RootState {
  const root = useContext(RootContext);
  if (!root) throw new Error('Accordion parts go inside <Accordion.Root>');
  return root;
}
function useItem(): ItemState {
  const item = useContext(ItemContext);
  if (!item) throw new Error('Accordion parts go inside <Accordion.Item>');
  return item;
}

const stateOf = (open: boolean) => (open ? 'open' : 'closed');

export function Root(props: RootProps) {
  const { type, value, defaultValue, onValueChange, collapsible, children, ...div } =
    props as RootProps & { collapsible?: boolean };
  const initial = defaultValue ?? (type === 'single' ? '' : []);
  const [own, setOwn] = useState<string | string[]>(initial);
  const current = value ?? own;
  const open = (Array.isArray(current) ? current : [current]).filter(Boolean);

  const state: RootState = {
    isOpen: (item) => open.includes(item),
    toggle: (item) => {
      const wasOpen = open.includes(item);
      let next: string | string[];
      if (type === 'multiple') next = wasOpen ? open.filter((v) => v !== item) : [...open, item];
      else if (wasOpen && !collapsible) return;
      else next = wasOpen ? '' : item;
      setOwn(next);
      (onValueChange as ((v: string | string[]) => void) | undefined)?.(next);
    },
  };

  // Up/Down/Home/End move between this accordion's buttons (the pattern's optional keys).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    const target = event.target as HTMLElement;
    if (!keys.includes(event.key) || !target.hasAttribute('data-accordion-trigger')) return;
    const triggers = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]'),
    ].filter((t) => t.closest('[data-accordion-root]') === event.currentTarget && !t.disabled);
    const at = triggers.indexOf(target as HTMLButtonElement);
    const last = triggers.length - 1;
    const to = { ArrowDown: at === last ? 0 : at + 1, ArrowUp: at === 0 ? last : at - 1 };
    const next =
      triggers[event.key === 'Home' ? 0 : event.key === 'End' ? last : to[event.key as 'ArrowUp']];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <RootContext.Provider value={state}>
      <div {...div} data-accordion-root="" onKeyDown={onKeyDown}>
        {children}
      </div>
    </RootContext.Provider>
  );
}

export function Item({ value, children, ...div }: ComponentProps<'div'> & { value: string }) {
  const open = useRoot().isOpen(value);
  const id = useId();
  const item = { open, value, triggerId: `${id}-trigger`, contentId: `${id}-content` };
  return (
    <ItemContext.Provider value={item}>
      <div {...div} data-state={stateOf(open)}>
        {children}
      </div>
    </ItemContext.Provider>
  );
}

/** The item's heading (an <h3>, as Radix's), holding its Trigger. */
export function Header({ children, ...heading }: ComponentProps<'h3'>) {
  return (
    <h3 {...heading} data-state={stateOf(useItem().open)}>
      {children}
    </h3>
  );
}

export function Trigger({ children, onClick, ...button }: ComponentProps<'button'>) {
  const root = useRoot();
  const { open, value, triggerId, contentId } = useItem();
  return (
    <button
      type="button"
      {...button}
      id={triggerId}
      aria-controls={contentId}
      aria-expanded={open}
      data-state={stateOf(open)}
      data-accordion-trigger=""
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) root.toggle(value);
      }}
    >
      {children}
    </button>
  );
}

export function Content({ children, ...div }: ComponentProps<'div'>) {
  const { open, triggerId, contentId } = useItem();
  return (
    <div
      {...div}
      id={contentId}
      role="region"
      aria-labelledby={triggerId}
      data-state={stateOf(open)}
      hidden={!open}
    >
      {children}
    </div>
  );
}
