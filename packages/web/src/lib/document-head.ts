import { fitTitle, itemTitle } from '@app/contract';
import { useEffect } from 'react';

/*
 * The server writes each page's head (title, description, canonical, JSON-LD) into the HTML it
 * sends, for crawlers that run no JavaScript. Once the app runs, navigation is client-side, so
 * this keeps the title and description in step with the page shown.
 */

let siteName = '';

/** Set once the site config is known; page titles end with it. */
export function setSiteName(name: string): void {
  siteName = name;
}

const DESCRIPTION_MAX = 160;

function setMetaDescription(text: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

export interface DocumentHead {
  /** The page's own title; the site name is appended unless it already contains it. */
  title?: string | null | undefined;
  description?: string | null | undefined;
}

/** As the server writes it: within 60 characters, the site's name added when it fits. */
export function documentTitle(title: string | null | undefined, site: string = siteName): string {
  if (!title) return site;
  if (!site || title.includes(site)) return fitTitle(title);
  return fitTitle(title, [` – ${site}`]);
}

/** An item page's title as the server writes it: the brand only when the name lacks it. */
export const itemDocumentTitle = (name: string, brandName: string) => itemTitle(name, brandName, siteName);

export function useDocumentHead({ title, description }: DocumentHead): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(() => {
    if (description) setMetaDescription(description.replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_MAX));
  }, [description]);
}
