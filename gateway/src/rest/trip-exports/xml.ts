// Text for the XML exports (GPX, KML): escaped for elements and attributes alike.

// Hand-written for now (issue 23 asked for a maintained writer): fast-xml-parser's XMLBuilder (5.x, a test
// dependency of the gateway only) escapes text and attributes as this does, but passes the forbidden
// control characters through, so FORBIDDEN would stay whichever writes the file.
// Control characters XML 1.0 forbids outright; a stray one would make the whole file unreadable.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function xmlText(value: string): string {
  return value.replace(FORBIDDEN, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A coordinate as plain decimal degrees (no exponent), to the metre or so. */
export function degrees(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** `<name>text</name>`, or nothing for an empty value. */
export function element(name: string, value: string | null | undefined): string {
  return value ? `<${name}>${xmlText(value)}</${name}>` : '';
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
