/**
 * The privacy notice's version: the day it last changed in substance. The /privacy page shows it, and every lead
 * and subscriber stores the version they were shown with their consent (Act 843), so change it whenever the notice
 * changes and the records keep saying which text each person agreed to.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';
