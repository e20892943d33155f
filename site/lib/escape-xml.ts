const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Text made safe inside an XML element or a quoted attribute (the feed and the sitemap). */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => XML_ENTITIES[char]!);
}
