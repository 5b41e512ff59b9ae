import type { Page } from 'playwright-core';

/**
 * In-page layout checks for the layout-sizes browser test (issue 34): text cut off by a box that
 * clips it, chips broken over two lines, a page wider than its window.
 */

export interface ClippedText {
  text: string;
  /** The element holding the text, as a short selector. */
  at: string;
  /** The ancestor that cuts it off. */
  clipper: string;
  overBy: number;
}

/**
 * Every rendered text box whose line boxes extend past the visible box of its nearest ancestor
 * that clips (overflow other than visible), or past the window's width when none does. Allowed:
 * text hidden on purpose (visually-hidden labels, the skip link, clip), text truncated with a cue
 * (text-overflow: ellipsis or a line clamp: the "More" of a collapsed explanation), and text
 * sideways in a scroll box marked as one (`data-scroll-cue`: first column sticky, edge shadow).
 */
export function clippedTexts(page: Page): Promise<ClippedText[]> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : '';
      return `${el.tagName.toLowerCase()}${id}${cls}`;
    };
    const hiddenOnPurpose = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        if (e.matches('.visually-hidden, .skip-link, [hidden], #first-paint')) return true;
        const s = getComputedStyle(e);
        if (s.display === 'none' || s.visibility === 'hidden') return true;
        if (s.clip !== 'auto' && s.position === 'absolute') return true;
        if (s.clipPath !== 'none') return true;
      }
      return false;
    };
    const clips = (s: CSSStyleDeclaration) => s.overflowX !== 'visible' || s.overflowY !== 'visible';
    const truncatesWithCue = (s: CSSStyleDeclaration) =>
      s.textOverflow === 'ellipsis' || (s.webkitLineClamp !== 'none' && s.webkitLineClamp !== '');
    const out: ClippedText[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const viewportWidth = document.documentElement.clientWidth;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || hiddenOnPurpose(parent)) continue;
      if (parent.closest('svg')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      let clipper: Element | null = null;
      let allowed = false;
      for (let e: Element | null = parent; e && e !== document.body; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (truncatesWithCue(s)) {
          allowed = true;
          break;
        }
        if (clips(s)) {
          clipper = e;
          break;
        }
      }
      if (allowed) continue;
      // A box that scrolls sideways with a cue shows the rest by scrolling (sidewaysScrollers
      // checks that it keeps its first column and shows the cue).
      const sideways = (el: Element) => {
        const s = getComputedStyle(el);
        const scrolls = s.overflowX === 'auto' || s.overflowX === 'scroll';
        return scrolls && (el.hasAttribute('data-scroll-cue') || s.backgroundImage.includes('gradient'));
      };
      let left = 0;
      let right = viewportWidth;
      let top = Number.NEGATIVE_INFINITY;
      let bottom = Number.POSITIVE_INFINITY;
      if (clipper) {
        const box = clipper.getBoundingClientRect();
        const s = getComputedStyle(clipper);
        // The visible box is the padding box: inside the borders, scroll bars excluded.
        if (sideways(clipper)) {
          left = Number.NEGATIVE_INFINITY;
          right = Number.POSITIVE_INFINITY;
        } else {
          left = box.left + clipper.clientLeft;
          right = left + clipper.clientWidth;
        }
        // A box that scrolls down (a windowed table, a list) shows more by scrolling; only a
        // box that cuts off vertically for good is checked top to bottom.
        if (s.overflowY === 'hidden' || s.overflowY === 'clip') {
          top = box.top + clipper.clientTop;
          bottom = top + clipper.clientHeight;
        }
      }
      let over = 0;
      for (const r of rects) {
        over = Math.max(over, left - r.left, r.right - right, top - r.top, r.bottom - bottom);
      }
      if (over > 1) {
        out.push({
          text: text.slice(0, 60),
          at: describe(parent),
          clipper: clipper ? describe(clipper) : 'the window',
          overBy: Math.round(over),
        });
      }
    }
    return out;
  });
}

/** Chips whose text runs over more than one line. */
export function wrappedChips(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.chip')]
      .filter((chip) => {
        const s = getComputedStyle(chip);
        if (s.display === 'none' || chip.closest('[hidden], .visually-hidden')) return false;
        const range = document.createRange();
        range.selectNodeContents(chip);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        const lineHeight = Number.parseFloat(s.lineHeight) || Number.parseFloat(s.fontSize) * 1.5;
        const padding = Number.parseFloat(s.paddingTop) + Number.parseFloat(s.paddingBottom);
        const height = chip.getBoundingClientRect().height;
        return tops.size > 1 || height > lineHeight + padding + 2;
      })
      .map((chip) => chip.textContent ?? ''),
  );
}

/** How far the document is wider than its window (0 when nothing goes sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Scroll boxes wider than they show, each with whether it keeps its first column in view and shows
 * a cue (data-scroll-cue): a table that scrolls sideways must do both.
 */
export function sidewaysScrollers(page: Page): Promise<{ at: string; cue: boolean; stickyFirst: boolean }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => {
        const s = getComputedStyle(el);
        return (s.overflowX === 'auto' || s.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => {
        const first = el.querySelector('tbody tr > :first-child, [role="row"] > :first-child');
        return {
          at: `${el.tagName.toLowerCase()}.${String(el.className).split(/\s+/).join('.')}`,
          cue:
            el.hasAttribute('data-scroll-cue') || getComputedStyle(el).backgroundImage.includes('gradient'),
          // A table keeps its first column in view; a bar of links has none.
          stickyFirst: first ? getComputedStyle(first).position === 'sticky' : !el.querySelector('table'),
        };
      }),
  );
}

/** Visible buttons and links smaller than 44 × 44 px (a touch target), links inside running text left out. */
export function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'main button, main a.button, main [role="tab"], main input[type="checkbox"], main input[type="radio"], main .estate-nav a, main td a, header button, header a',
      ),
    ]
      .filter((el) => {
        // A box and its label are one target: a tap on either ticks it.
        const boxes = [el, ...(el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [])].map((e) =>
          e.getBoundingClientRect(),
        );
        const r = {
          width: Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left)),
          height: Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top)),
        };
        if (r.width === 0 || r.height === 0 || el.closest('[hidden], .visually-hidden, .skip-link'))
          return false;
        return r.width < 43.5 || r.height < 43.5;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
      ),
  );
}

/**
 * Waits until lazy parts (charts, devices, court data) are drawn, before anything is measured: no
 * spinner and no "Loading…" left in the page's main, and its fonts in.
 */
export async function lazyPartsDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('.spinner') &&
      !/Loading/.test(document.querySelector('main')?.textContent ?? ''),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
}
