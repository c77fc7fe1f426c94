// A link to a stored document (an ID, a certificate). The API hands documents out through signed links that expire
// after 10 minutes, and a page may stay open far longer: the link is signed afresh as it is opened.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface DocumentLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  /** The link signed when the page loaded: what a middle click, a copied link or a click without script opens. */
  href: string;
  /** Asks the API for a fresh signed link to the document (the caller's own call, whose failure toast says why). */
  freshLink: () => Promise<string>;
}

/** Whether a click asks the browser for something of its own (a new window, a download) rather than the link. */
function modified(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Opens the document in a new tab with a link signed at the press. The tab opens at once, within the click, so no
 * pop-up blocker stands in the way, and goes to the document when the fresh link comes; should the call fail, the tab
 * closes and the call's toast says why.
 */
export function DocumentLink({ href, freshLink, onClick, ...props }: DocumentLinkProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || modified(event)) return;
    const tab = window.open('', '_blank');
    // A browser that gave no tab follows the link as it is.
    if (!tab) return;
    event.preventDefault();
    // The document's tab does not get a hold on this one (what `noopener` does for a plain link).
    tab.opener = null;
    freshLink().then(
      (url) => tab.location.replace(new URL(url, window.location.href).href),
      () => tab.close(),
    );
  };
  return <a href={href} target="_blank" rel="noopener noreferrer" onClick={open} {...props} />;
}
