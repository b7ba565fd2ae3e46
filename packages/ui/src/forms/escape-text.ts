const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain words as markup (the flash message's text is markup): a server's words never become tags. */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}
