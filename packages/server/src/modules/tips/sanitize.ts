import sanitizeHtml from 'sanitize-html';

/**
 * What rich text written by a site's admin may contain. Anything else is dropped on write, so
 * the storefront can render stored HTML as is. Kept as one constant for every rich-text field
 * (tips now; chat answers may reuse it).
 */
export const RICH_TEXT_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'hr',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', { name: 'target', multiple: false, values: ['_blank', '_self'] }, 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Relative links stay allowed (they cannot carry a scheme); absolute ones must be one of these.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  disallowedTagsMode: 'discard',
  // These tags' text is dropped with them, not kept as loose text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
  ],
  // An image whose address was refused is dropped rather than left as an empty <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }
        : { tagName, attribs },
  },
};

/** Cleans admin-written HTML to the rich-text allow-list. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT_POLICY);
