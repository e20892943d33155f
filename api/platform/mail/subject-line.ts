/**
 * A Subject from text that may hold visitor values: line breaks and other control characters
 * become spaces, so no value can end the header and start another (header injection).
 */
export function subjectLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}
