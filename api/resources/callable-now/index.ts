/** Callable now: a user's leads that want a call, at a good time of their own day. */
export { callableNowRoutes } from './callable-now.routes';
export { CallableNowService } from './callable-now.service';
