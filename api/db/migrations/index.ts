import { CreateLeadsAndSubscribers1763740800000 } from './1763740800000-CreateLeadsAndSubscribers';

/** Every migration, oldest first. Add a new one at the end; never edit one that has shipped. */
export const migrations = [CreateLeadsAndSubscribers1763740800000];
