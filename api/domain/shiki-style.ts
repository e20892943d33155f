/**
 * The only inline style the blog's markdown may carry: Shiki's colours on code blocks, written as plain
 * declarations. No parentheses means no url(), expression() or var(). The sanitizer keeps only such values,
 * and the server's CSP allows (by hash) only style attributes of this form.
 */
export const SHIKI_STYLE = /^[\w\s#%.,:;-]*$/;
