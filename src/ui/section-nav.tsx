import { type ReactNode, useEffect, useRef, useState } from 'react';
import './section-nav.css';

export type SectionLink = { id: string; label: string };

/** How long after the page is drawn a section named in the address is kept in view while cards above it still load. */
const SETTLE_MS = 2500;

/**
 * Brings the page's section `id` to the top of the window (below the sticky bar: each section's
 * scroll-margin-top), moves focus to it so Tab and a screen reader go on from there, and puts its
 * hash in the address, so the address opens the page at that section. The hash replaces the
 * current entry: the router's own history state stays as it was.
 */
export function goToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) {
    window.history.replaceState(window.history.state, '', `#${id}`);
  }
  return true;
}

/**
 * The page's sections one tap away (docs/behaviour.md#estate-page-layout): a bar that stays at the
 * top of the window on phones and tablets, an index beside the page on a desktop (section-nav.css
 * decides by width). The link of the section in view is marked `aria-current`. `ready` says the
 * sections are drawn: a hash in the address is then scrolled to, and held there while cards above
 * it load, until the user scrolls themselves.
 */
export function SectionNav({
  label,
  sections,
  ready = true,
  className = '',
}: {
  label: string;
  sections: readonly SectionLink[];
  ready?: boolean;
  className?: string;
}) {
  const [active, setActive] = useState<string | null>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const listRef = useRef<HTMLUListElement>(null);
  const ids = sections.map((s) => s.id).join(' ');

  // A link to a section (#deadlines) opens the page there, once its sections are drawn.
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || !ids.split(' ').includes(id) || !goToSection(id)) return;
    let held = true;
    const stop = () => {
      held = false;
    };
    const resized = new ResizeObserver(() => {
      if (held) document.getElementById(id)?.scrollIntoView({ block: 'start' });
    });
    resized.observe(document.body);
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const e of events) window.addEventListener(e, stop, { passive: true, once: true });
    const timer = window.setTimeout(stop, SETTLE_MS);
    return () => {
      resized.disconnect();
      window.clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, stop);
    };
  }, [ready, ids]);

  // Any link on the page to one of these sections (the bar's, "All deadlines") goes there the same way.
  useEffect(() => {
    const known = new Set(ids.split(' '));
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const id = link?.getAttribute('href')?.slice(1) ?? '';
      if (!known.has(id) || !goToSection(id)) return;
      event.preventDefault();
      setActive(id);
    };
    document.addEventListener('click', onClick);
    // A link that leaves the page from inside a section (Add Asset, a transaction's Edit) first
    // names that section in this page's address, so that coming back (a form saved or cancelled
    // goes back) opens the page at that section rather than at its top. In the capture phase:
    // before the router's own handler pushes the next page.
    const onLeave = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('href')?.startsWith('#')) return;
      let section = link.parentElement;
      while (section && !known.has(section.id)) section = section.parentElement;
      if (section && window.location.hash !== `#${section.id}`)
        window.history.replaceState(window.history.state, '', `#${section.id}`);
    };
    document.addEventListener('click', onLeave, true);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('click', onLeave, true);
    };
  }, [ids]);

  // The section in view: the one crossing a line a third of the way down the window.
  useEffect(() => {
    if (!ready) return;
    const seen = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) seen.set(entry.target.id, entry.isIntersecting);
        const first = ids.split(' ').find((id) => seen.get(id));
        if (first) setActive(first);
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const id of ids.split(' ')) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [ready, ids]);

  // The bar shows a fade and an arrow at an edge where more links lie sideways.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () =>
      setMore((was) => {
        const before = list.scrollLeft > 1;
        const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
        return was.before === before && was.after === after ? was : { before, after };
      });
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(list);
    list.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      list.removeEventListener('scroll', measure);
    };
  }, []);

  // In the sideways bar, the current section's link is scrolled into the bar's view.
  useEffect(() => {
    const list = listRef.current;
    const link = active ? list?.querySelector<HTMLElement>(`a[href="#${active}"]`) : null;
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left) });
  }, [active]);

  return (
    <nav
      className={`section-nav ${className}`.trim()}
      aria-label={label}
      data-more-before={more.before || undefined}
      data-more-after={more.after || undefined}
    >
      <ul ref={listRef} data-scroll-cue="">
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} aria-current={active === s.id ? 'location' : undefined}>
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The wrapper a SectionNav link lands on: focusable by script only, below the sticky bar. */
export function SectionAnchor({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="section-anchor" tabIndex={-1}>
      {children}
    </div>
  );
}
