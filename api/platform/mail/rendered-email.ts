/** One message ready for nodemailer: both parts, and where a reply goes when that is not the From. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra header fields (a newsletter email's List-Unsubscribe pair). */
  headers?: Record<string, string>;
}

/** A labelled value of a message (a field the visitor sent, a count). */
export interface EmailRow {
  label: string;
  value: string;
}

/** A link in a message; `href` is built by us, `text` may be a visitor value (escaped when rendered). */
export interface EmailLink {
  text: string;
  href: string;
}
