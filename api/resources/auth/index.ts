/** Signing staff in: sessions, passwords, the sign-in's steps, and the guards behind every signed-in route. */
export { accountSessionsRoutes } from './account-sessions.routes';
export { adminSession, currentSessionId, startSession, withSession } from './admin-session';
export { toAdminUser } from './admin-user.presenter';
export { adminAuthRoutes } from './auth.routes';
export { ENTER_CODE } from './auth.schema';
export { hashPassword, passwordProblem, verifyAgainstDummy, verifyPassword } from './password';
export { IsAcceptablePassword } from './password-validator';
export { isPossibleUsername } from './possible-username';
export { accessGuards, loadSignIn, signInExpired } from './require-session';
export { SessionsService } from './sessions.service';
export { SignInAudit, UNKNOWN_USERNAME } from './sign-in-audit';
export { completeSignIn, continueSignIn } from './sign-in-steps';
export { SignInThrottleService } from './sign-in-throttle.service';
