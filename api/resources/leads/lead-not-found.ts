import { HttpError } from '../../platform/errors';

/** The one answer for a lead that is not there (or not of the type its path names). */
export const leadNotFound = () => new HttpError(404, 'not_found', 'There is no such lead.');
