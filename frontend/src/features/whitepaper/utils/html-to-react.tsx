import { createElement, type ReactNode } from 'react';
import { TableScroll } from '@/components/ui/table-scroll';

// The rules arrive as HTML. Our server escapes what it writes, but the page still never hands HTML to the
// browser's parser for the live document: it is read into an inert document, and only known text and table
// elements with a few plain attributes are rebuilt as React elements. Scripts, styles, event handlers and
// anything else are dropped, so nothing in the answer can run.
const ALLOWED_TAGS = new Set(
  (
    'a abbr b blockquote br caption code dd div dl dt em h1 h2 h3 h4 h5 h6 hr i li ol p section small span ' +
    'strong sub sup table tbody td tfoot th thead tr ul'
  ).split(' '),
);
const ALLOWED_ATTRIBUTES: Record<string, string> = {
  id: 'id',
  title: 'title',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  scope: 'scope',
};
/** Elements whose content is not text to read (kept out with the element itself). */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'head']);

/** Containers where text is not allowed: whitespace between their rows or items is dropped. */
const NO_TEXT_INSIDE = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol', 'dl']);

/** Links only to pages of this site or to web addresses; never javascript: or data: URLs. */
function safeHref(href: string | null): string | undefined {
  if (href === null) return undefined;
  if (href.startsWith('/') || href.startsWith('#')) return href;
  return /^https?:\/\//i.test(href) ? href : undefined;
}

function elementProps(element: Element, key: number): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  for (const attribute of Array.from(element.attributes)) {
    const name = ALLOWED_ATTRIBUTES[attribute.name];
    if (name) props[name] = attribute.value;
  }
  if (element.tagName.toLowerCase() === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (href) props.href = href;
    if (href && /^https?:/i.test(href)) props.rel = 'noopener noreferrer';
  }
  return props;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const parentTag = node.parentElement?.tagName.toLowerCase() ?? '';
    return NO_TEXT_INSIDE.has(parentTag) && node.textContent?.trim() === '' ? null : node.textContent;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = childrenOf(element);
  // An unknown wrapper (e.g. <main>, <article>) keeps its readable content without itself.
  if (!ALLOWED_TAGS.has(tag)) return children.length > 0 ? children : null;
  const props = elementProps(element, key);
  // The page's own heading is the h1: the document's headings sit one level below it.
  const heading = /^h([1-5])$/.exec(tag);
  if (heading) return createElement(`h${Number(heading[1]) + 1}`, props, ...children);
  if (tag === 'br' || tag === 'hr') return createElement(tag, props);
  if (tag === 'table') return tableInScroll(element, props, children);
  return createElement(tag, props, ...children);
}

/** A table of the rules scrolls sideways on its own on a phone, named after its caption. */
function tableInScroll(element: Element, props: Record<string, unknown>, children: ReactNode[]): ReactNode {
  const caption = element.querySelector('caption')?.textContent?.trim();
  const { key, ...tableProps } = props;
  return createElement(
    TableScroll,
    { key: key as number, 'aria-label': caption ? `${caption} table` : 'Table' },
    createElement('table', tableProps, ...children),
  );
}

function childrenOf(parent: Node): ReactNode[] {
  return Array.from(parent.childNodes, (child, index) => toReact(child, index));
}

/** The body of an HTML document (or fragment) as React elements of the allowed kinds only. */
export function htmlToReact(html: string): ReactNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return childrenOf(document.body);
}
