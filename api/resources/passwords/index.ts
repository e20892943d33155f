/** One's own password: changed, chosen in place of a temporary one, reset by email. */
export { PasswordResetTokens } from './password-reset-tokens';
export { passwordsRoutes } from './passwords.routes';
export { PasswordsService } from './passwords.service';
export { resetEmails } from './reset-emails';
