/**
 * Finding elements the way a person names them (a role and its name, a field's label, a text),
 * run inside the page so the same query works over classic WebDriver (WebKit) and over WebDriver
 * BiDi (Firefox). Regular expressions cross the wire as their source and flags.
 */
export interface Pattern {
  source: string;
  flags: string;
}

export interface Query {
  /** An ARIA role (button, link, heading, tab, tabpanel, dialog, alertdialog, navigation…). */
  role?: string;
  /** The accessible name: a string must be the whole name, a RegExp must match it. */
  name?: Pattern;
  /** The heading level, with role 'heading'. */
  level?: number;
  /** A form control by its label (label element, aria-label or aria-labelledby). */
  label?: Pattern;
  /** The innermost element whose text is this. */
  text?: Pattern;
  /** A CSS selector the element must match. */
  css?: string;
  /** Only inside the first visible element matching this query. */
  within?: Query;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern from a RegExp, or from a string that must be the whole text. */
export function pattern(p: string | RegExp): Pattern {
  return typeof p === 'string'
    ? { source: `^${escapeRegExp(p)}$`, flags: '' }
    : { source: p.source, flags: p.flags };
}

/** Readable in a failure message. */
export function describeQuery(q: Query): string {
  const parts = Object.entries(q).map(([k, v]) =>
    k === 'within'
      ? `within ${describeQuery(v as Query)}`
      : `${k}=${typeof v === 'object' ? `/${(v as Pattern).source}/` : v}`,
  );
  return `{${parts.join(', ')}}`;
}

/**
 * In the page: marks the first visible element that answers the query with data-engine-pick=token
 * and returns how many visible elements answer it. Self-contained, as it is sent as source text.
 */
export function pickInPage(query: Query, token: string): number {
  const ROLES: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: 'dialog, [role="dialog"]',
    navigation: 'nav, [role="navigation"]',
    main: 'main, [role="main"]',
    textbox: 'input:not([type]), input[type="text"], input[type="email"], textarea, [role="textbox"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    radio: 'input[type="radio"], [role="radio"]',
    // A section is a region only when it is named (HTML-AAM).
    region: 'section[aria-labelledby], section[aria-label], [role="region"]',
  };
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const rx = (p: Pattern) => new RegExp(p.source, p.flags);
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const byIds = (ids: string | null) =>
    norm(
      (ids ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  const nameOf = (el: Element) =>
    norm(el.getAttribute('aria-label')) ||
    (el instanceof HTMLInputElement && el.labels && el.labels.length > 0
      ? norm(Array.from(el.labels, (l) => l.textContent).join(' '))
      : '') ||
    byIds(el.getAttribute('aria-labelledby')) ||
    (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'button')
      ? norm(el.value)
      : '') ||
    norm(el.textContent);
  const labelOf = (el: Element) => {
    const own = norm(el.getAttribute('aria-label')) || byIds(el.getAttribute('aria-labelledby'));
    if (own) return own;
    const labels = (el as HTMLInputElement).labels;
    return labels && labels.length > 0 ? norm(Array.from(labels, (l) => l.textContent).join(' ')) : '';
  };
  const levelOf = (el: Element) => Number(el.getAttribute('aria-level') ?? el.tagName.slice(1));

  const search = (q: Query, root: ParentNode): Element[] => {
    let scope: ParentNode = root;
    if (q.within) {
      const outer = search(q.within, root)[0];
      if (!outer) return [];
      scope = outer;
    }
    const selector = q.role
      ? (ROLES[q.role] ?? `[role="${q.role}"]`)
      : q.label
        ? 'input, select, textarea, [role="textbox"], [role="combobox"], [role="checkbox"], [role="switch"]'
        : q.css || '*';
    let found = Array.from(scope.querySelectorAll(selector));
    if (q.role && q.css) found = found.filter((el) => el.matches(q.css!));
    if (q.role && q.level) found = found.filter((el) => levelOf(el) === q.level);
    if (q.name) {
      const re = rx(q.name);
      found = found.filter((el) => re.test(nameOf(el)));
    }
    if (q.label) {
      const re = rx(q.label);
      found = found.filter((el) => re.test(labelOf(el)));
    }
    if (q.text) {
      const re = rx(q.text);
      found = found.filter(
        (el) =>
          !['SCRIPT', 'STYLE', 'HTML', 'HEAD', 'BODY'].includes(el.tagName) &&
          re.test(norm(el.textContent)) &&
          !Array.from(el.children).some((child) => re.test(norm(child.textContent))),
      );
    }
    return found.filter(visible);
  };

  for (const old of Array.from(document.querySelectorAll('[data-engine-pick]')))
    old.removeAttribute('data-engine-pick');
  const found = search(query, document);
  // A radio or checkbox is clicked through its label, as a person does (it may be drawn over).
  const first = found[0];
  const target =
    first instanceof HTMLInputElement && (first.type === 'radio' || first.type === 'checkbox')
      ? (first.labels?.[0] ?? first)
      : first;
  target?.setAttribute('data-engine-pick', token);
  return found.length;
}
