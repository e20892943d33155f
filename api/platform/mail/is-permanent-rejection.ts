/** nodemailer's error when the server refuses: its SMTP reply code and the reply itself. */
interface SmtpError {
  code?: string;
  responseCode?: number;
}

/**
 * A 5xx refusal of the envelope (the recipient does not exist, the address is refused): sending it
 * again would be refused again. Everything else (a server down, 4xx, a failed login) may pass later.
 */
export function isPermanentRejection(error: unknown): boolean {
  const smtp = error as SmtpError;
  return (
    smtp?.code === 'EENVELOPE' &&
    typeof smtp.responseCode === 'number' &&
    smtp.responseCode >= 500 &&
    smtp.responseCode < 600
  );
}
