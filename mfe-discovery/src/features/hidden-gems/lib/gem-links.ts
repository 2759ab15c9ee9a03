// Map links for a gem (spec 7: maps search links), opened in a new tab.

/** Google Maps searching for the gem by its name and town (the place's own pin, not a bare point). */
export function gemSearchUrl(gem: { name: string; city: string; state: string }): string {
  const query = [gem.name, gem.city, gem.state].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query }).toString()}`;
}
