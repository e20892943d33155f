import { TextField } from './TextField';

/** The one field every role has; an email input so phones offer the @ keyboard and browsers check its form. */
export function EmailField() {
  return <TextField name="email" type="email" placeholder="you@example.com" autoComplete="email" />;
}
