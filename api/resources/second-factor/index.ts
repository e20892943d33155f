/** A second factor for staff (TOTP) and its recovery codes. */
export { secondFactorRoutes } from './second-factor.routes';
export { SecondFactorService } from './second-factor.service';
