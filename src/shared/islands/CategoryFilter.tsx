import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { FilterBar } from '../components/ui';

export interface CategoryOption {
  label: string;
  /** Lower-case category value; 'all' shows everything. */
  value: string;
  /** The no-JavaScript link, e.g. /services?category=wedding. */
  href: string;
}

export interface CategoryFilterProps {
  /** Accessible name of the filter navigation. */
  label: string;
  options: CategoryOption[];
  /** The active value (lower case), or a value no option has (nothing matches). */
  active: string;
  /** id of the list whose `li[data-category]` items are filtered. */
  target: string;
  /** id of the element shown when nothing matches. */
  empty: string;
}

/** Whether an item of `category` is shown under the filter `active` (both compared in lower case). */
export function matchesCategory(category: string | null | undefined, active: string): boolean {
  return active === 'all' || (category ?? '').trim().toLowerCase() === active;
}

/** Shows the items of `target` that match `active` and the empty text when none do. */
function apply(target: string, empty: string, active: string) {
  let shown = 0;
  document
    .getElementById(target)
    ?.querySelectorAll<HTMLElement>(':scope > li[data-category]')
    .forEach((li) => {
      const show = matchesCategory(li.dataset.category, active);
      li.hidden = !show;
      if (show) shown++;
    });
  const none = document.getElementById(empty);
  if (none) none.hidden = shown > 0;
}

/**
 * Category filter chips. Without JavaScript they are plain `?category=` links (the server renders
 * the filtered grid); once hydrated a click filters the server-rendered grid in place and updates
 * the address with history.replaceState, so a reload or a shared link shows the same thing.
 */
export default function CategoryFilter({ label, options, active: initial, target, empty }: CategoryFilterProps) {
  const [active, setActive] = useState(initial);
  const ref = useRef<HTMLDivElement>(null);

  // On phones the chips scroll sideways: keep the current one in view.
  useEffect(() => {
    const list = ref.current?.querySelector<HTMLElement>('.filterbar__list');
    const chip = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = chip.offsetLeft - list.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
  }, [active]);

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element).closest('a');
    const option = link && options.find((o) => o.href === link.getAttribute('href'));
    if (!option) return;
    e.preventDefault();
    apply(target, empty, option.value);
    setActive(option.value);
    history.replaceState(history.state, '', option.href);
  };

  return (
    <div ref={ref} onClick={onClick}>
      <FilterBar
        label={label}
        items={options.map((o) => ({ label: o.label, href: o.href, active: o.value === active }))}
      />
    </div>
  );
}
