/** A place name as the gazetteer compares it: no accents, case, punctuation or 'Saint'/'St' differences. */
export function normalizePlaceName(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // Letters NFD does not take apart: 'Tromsø' is found as 'Tromso'.
      .replace(/ø/g, 'o')
      .replace(/æ/g, 'ae')
      .replace(/ß/g, 'ss')
      .replace(/[đð]/g, 'd')
      .replace(/ł/g, 'l')
      .replace(/þ/g, 'th')
      // Apostrophes of every kind, the Polynesian ʻokina included: 'Nuku'alofa' finds 'Nuku‘alofa'.
      .replace(/[.'’‘ʻ]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .replace(/\bsaint\b/g, 'st')
      .replace(/\bmount\b/g, 'mt')
      .replace(/\bfort\b/g, 'ft')
      .trim()
  );
}
